// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../../src/app/ErrorBoundary';
import { PageLoadError } from '../../../src/app/PageLoadError';
import { AUTH_OUTSIDE_PROVIDER, useAuth } from '../../../src/auth/useAuth';

function Broken(): never {
  throw new Error('boom');
}

/** Fails to load until `arrived` is set, like a page chunk while the phone is offline. */
function pageChunk() {
  const chunk = { arrived: false };
  function Page() {
    if (!chunk.arrived) throw new PageLoadError(new TypeError('Failed to fetch'));
    return <p>Agenda</p>;
  }
  return { chunk, Page };
}

describe('render errors', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows a Spanish error panel with a way back instead of a blank screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary resetKey="/dashboard">
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('recovers when the location changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Broken />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary resetKey="/b">
        <p>Contenido</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Contenido')).toBeTruthy();
  });

  it('useAuth outside its provider throws a Spanish message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow(AUTH_OUTSIDE_PROVIDER);
  });

  it('a page whose code did not arrive offline says the phone has no connection, with Reintentar', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { chunk, Page } = pageChunk();
    render(
      <ErrorBoundary resetKey="/agenda">
        <Page />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Sin conexión' })).toBeTruthy();
    expect(screen.getByText(/Tu teléfono no tiene conexión a internet/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Algo salió mal' })).toBeNull();
    // A full page load offline would leave the app for the browser's error page.
    expect(screen.queryByRole('link')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.getByRole('heading', { name: 'Sin conexión' })).toBeTruthy();

    chunk.arrived = true;
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(screen.getByText('Agenda')).toBeTruthy();
  });

  it('online, a page whose code did not arrive asks to check the connection', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { Page } = pageChunk();
    render(
      <ErrorBoundary resetKey="/agenda">
        <Page />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'No se pudo cargar la pantalla' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('tries the page again by itself when the connection comes back', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { chunk, Page } = pageChunk();
    render(
      <ErrorBoundary resetKey="/agenda">
        <Page />
      </ErrorBoundary>,
    );
    chunk.arrived = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText('Agenda')).toBeTruthy();
  });
});
