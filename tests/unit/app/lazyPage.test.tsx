// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../../src/app/lazyPage';
import { PageLoadError } from '../../../src/app/PageLoadError';

const Agenda = () => <p>Agenda</p>;

/** Keeps what a page threw, to look at it. */
class Catch extends Component<
  { readonly children: ReactNode; readonly onError: (error: unknown) => void },
  { readonly failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? <p>Falló</p> : this.props.children;
  }
}

function show(Page: ComponentType, onError: (error: unknown) => void = () => undefined) {
  return render(
    <Catch onError={onError}>
      <Suspense fallback={<p>Cargando</p>}>
        <Page />
      </Suspense>
    </Catch>,
  );
}

describe('lazy pages', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('gives one component per loader', async () => {
    const load = () => Promise.resolve({ default: Agenda });
    expect(lazyPage(load)).toBe(lazyPage(load));
    show(lazyPage(load));
    expect(await screen.findByText('Agenda')).toBeTruthy();
    expect(lazyPage(load)).toBe(lazyPage(load));
  });

  it('a failed load is a page load error, and the next render fetches the page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const networkError = new TypeError('Failed to fetch dynamically imported module');
    const load = vi
      .fn<() => Promise<{ default: ComponentType }>>()
      .mockRejectedValueOnce(networkError)
      .mockResolvedValue({ default: Agenda });
    const errors: unknown[] = [];
    const failing = lazyPage(load);
    show(failing, (error) => errors.push(error));
    expect(await screen.findByText('Falló')).toBeTruthy();
    expect(errors).toEqual([expect.any(PageLoadError)]);
    expect((errors[0] as PageLoadError).cause).toBe(networkError);
    cleanup();

    const retried = lazyPage(load);
    expect(retried).not.toBe(failing);
    show(retried);
    expect(await screen.findByText('Agenda')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
