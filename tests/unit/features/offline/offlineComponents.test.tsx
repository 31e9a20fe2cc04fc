// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineNotice } from '../../../../src/features/offline/OfflineNotice';
import { UpdatePrompt } from '../../../../src/features/offline/UpdatePrompt';
import { appUpdateStore } from '../../../../src/state/appUpdate';

/** The spec's words, now in content/messages/app.json. */
const OFFLINE_NOTICE = 'Sin conexión: lo que guardes se queda en este teléfono.';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('OfflineNotice', () => {
  it('shows while the phone is offline and goes away when the connection returns', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineNotice />);
    expect(screen.queryByText(OFFLINE_NOTICE)).toBeNull();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_NOTICE);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(OFFLINE_NOTICE)).toBeNull();
  });
});

describe('UpdatePrompt', () => {
  beforeEach(() => {
    appUpdateStore.status = 'current';
  });

  it('shows nothing until a new version waits', () => {
    const { container } = render(<UpdatePrompt />);
    expect(container.textContent).toBe('');
  });

  it("offers 'Actualizar' and shows it is working once tapped", async () => {
    render(<UpdatePrompt />);
    // valtio tells React about changes a microtask later.
    await act(async () => {
      appUpdateStore.status = 'ready';
    });
    expect(screen.getByText('Hay una nueva versión')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeTruthy();
    await act(async () => {
      appUpdateStore.status = 'updating';
    });
    expect(
      (screen.getByRole('button', { name: 'Actualizando…' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
