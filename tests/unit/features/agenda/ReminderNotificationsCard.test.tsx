// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReminderNotificationsCard } from '../../../../src/features/agenda/ReminderNotificationsCard';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
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
    expect(screen.queryByRole('button', { name: 'Activar recordatorios' })).toBeNull();
  });

  it('says in demo mode that reminders on a locked phone need an account, and offers the calendar file', () => {
    render(<ReminderNotificationsCard />);
    expect(screen.getByText(/necesitas una cuenta con el servicio de Vita365/)).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Añadir mi agenda al calendario (.ics)' }),
    ).toBeTruthy();
  });
});
