// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE, OfflineNotice } from '../../../../src/features/offline/OfflineNotice';
import { ReminderNotificationsCard } from '../../../../src/features/offline/ReminderNotificationsCard';
import { UpdatePrompt } from '../../../../src/features/offline/UpdatePrompt';
import { appUpdateStore } from '../../../../src/state/appUpdate';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('OfflineNotice', () => {
  it('shows while the phone is offline and goes away when the connection returns', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineNotice />);
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status').textContent).toBe(
      'Sin conexión: lo que guardes se queda en este teléfono.',
    );
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull();
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

describe('ReminderNotificationsCard', () => {
  const requestPermission = vi.fn(async (): Promise<NotificationPermission> => 'granted');

  function browserWith(permission: NotificationPermission): void {
    vi.stubGlobal('Notification', { permission, requestPermission });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => undefined },
    });
  }

  beforeEach(() => requestPermission.mockClear());

  it("asks for permission only when 'Activar recordatorios' is tapped", async () => {
    browserWith('default');
    render(<ReminderNotificationsCard />);
    expect(requestPermission).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Activar recordatorios' }));
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(await screen.findByText(/^Recordatorios activados/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar un aviso de prueba' })).toBeTruthy();
  });

  it('says why and what to do when the member blocked notifications', async () => {
    browserWith('default');
    requestPermission.mockResolvedValueOnce('denied');
    render(<ReminderNotificationsCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Activar recordatorios' }));
    expect(await screen.findByText(/ajustes del navegador/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Activar recordatorios' })).toBeNull();
  });

  it('says the in-app reminder is what this browser gets when it has no notifications', () => {
    render(<ReminderNotificationsCard />);
    expect(screen.getByText(/Este navegador no puede mostrar avisos/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
