import { describe, expect, it } from 'vitest';
import { notificationsContent } from '../../../src/content/notifications';
import {
  fillTemplate,
  hasUnreadNotifications,
  inDaysText,
  memberNotifications,
  type NotificationsInput,
} from '../../../src/domain/memberNotifications';
import { appointment, medicine, MEXICO, mexicoTime } from '../../support/agendaFixtures';

const now = mexicoTime('2026-03-10T12:00');

const paid = (paymentDate: string, nextPaymentDate: string) => ({
  user_metadata: {
    paymentDetails: { paymentId: 'PAY-1', totalAmount: 199, paymentDate, nextPaymentDate },
  },
});

const input = (overrides: Partial<NotificationsInput> = {}): NotificationsInput => ({
  user: null,
  appointments: [],
  medicines: [],
  now,
  timeZone: MEXICO,
  content: notificationsContent,
  ...overrides,
});

const titles = (overrides: Partial<NotificationsInput>) =>
  memberNotifications(input(overrides)).map((item) => item.title);

describe('member notifications', () => {
  it('tell a member who never paid nothing about payments', () => {
    expect(titles({ user: { user_metadata: {} } })).toEqual([]);
  });

  it('say a payment was received, with its amount and the date the plan runs to', () => {
    const [received] = memberNotifications(
      input({ user: paid('2026-03-08T18:00:00.000Z', '2026-04-08T18:00:00.000Z') }),
    );
    expect(received).toMatchObject({ id: 'pago-recibido:PAY-1', title: 'Pago recibido' });
    expect(received?.description).toBe(
      'Recibimos tu pago de $199.00 MXN el 8 de marzo. Tu plan está activo hasta el 8 de abril.',
    );
    expect(titles({ user: paid('2026-02-08T18:00:00.000Z', '2026-04-08T18:00:00.000Z') })).toEqual(
      [],
    );
  });

  it('say a payment is due in N days within the week before the due date', () => {
    const user = paid('2026-02-13T18:00:00.000Z', '2026-03-13T18:00:00.000Z');
    const [due] = memberNotifications(input({ user }));
    expect(due?.title).toBe('Tu pago vence pronto');
    expect(due?.description).toContain('vence en 3 días, el 13 de marzo');
    expect(titles({ user: paid('2026-02-01T18:00:00.000Z', '2026-03-30T18:00:00.000Z') })).toEqual(
      [],
    );
  });

  it('say the plan is suspended past the grace days, and nothing about a payment received', () => {
    expect(titles({ user: paid('2026-02-01T18:00:00.000Z', '2026-03-05T18:00:00.000Z') })).toEqual([
      'Plan suspendido',
    ]);
  });

  it('name an appointment tomorrow, and not one today or the day after', () => {
    const list = memberNotifications(
      input({
        appointments: [
          appointment({ id: 'today', datetime: '2026-03-10T18:00' }),
          appointment({ id: 'tomorrow', datetime: '2026-03-11T09:30' }),
          appointment({ id: 'later', datetime: '2026-03-12T09:30' }),
        ],
      }),
    );
    expect(list.map((item) => item.description)).toEqual([
      'Cardiología, mañana a las 09:30, en Hospital Ángeles, consultorio 4.',
    ]);
  });

  it('name a medicine whose time has come and is not ticked today', () => {
    const list = memberNotifications(
      input({
        medicines: [
          medicine({ id: 'due', time: '08:00' }),
          medicine({ id: 'later', time: '20:00' }),
          medicine({ id: 'taken', time: '09:00', taken: true, takenOn: '2026-03-10' }),
        ],
      }),
    );
    expect(list.map((item) => item.id)).toEqual(['medicina-pendiente:due:2026-03-10']);
  });

  it('are unread until each id is read', () => {
    const list = memberNotifications(input({ medicines: [medicine()] }));
    expect(hasUnreadNotifications(list, new Set())).toBe(true);
    expect(hasUnreadNotifications(list, new Set(list.map((item) => item.id)))).toBe(false);
  });

  it('fill templates and say days in words', () => {
    expect(fillTemplate('{a} y {b}', { a: 'uno' })).toBe('uno y {b}');
    expect([0, 1, 3].map(inDaysText)).toEqual(['hoy', 'mañana', 'en 3 días']);
  });
});
