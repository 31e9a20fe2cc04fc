import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { notificationsContent } from '../../../src/content/notifications';
import {
  fillTemplate,
  hasUnreadNotifications,
  inDaysText,
  memberNotifications,
  type NotificationsInput,
} from '../../../src/domain/membership/memberNotifications';
import { localDay, nextDay } from '../../../src/domain/format/zonedTime';
import { notificationWords } from '../../../src/membership/notificationWords';
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
  words: notificationWords(),
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

  it('say a payment is late during the grace days, with the day the plan would be suspended', () => {
    const [late, ...rest] = memberNotifications(
      input({ user: paid('2026-02-08T18:00:00.000Z', '2026-03-08T18:00:00.000Z') }),
    );
    expect(rest).toEqual([]);
    expect(late).toMatchObject({
      id: 'pago-vencido:2026-03-08T18:00:00.000Z',
      title: 'Pago vencido',
    });
    expect(late?.description).toBe(
      'Tu pago venció el 8 de marzo. Paga antes del 11 de marzo para que no se suspenda tu plan.',
    );
  });

  it('say the plan is cancelled past 15 days, and nothing else about payments', () => {
    const list = memberNotifications(
      input({ user: paid('2026-01-01T18:00:00.000Z', '2026-01-29T18:00:00.000Z') }),
    );
    expect(list.map((item) => item.title)).toEqual(['Plan cancelado']);
    expect(list[0]?.description).toBe(
      'Tu plan fue cancelado porque tu pago del 29 de enero no se hizo. Paga de nuevo para recuperar tus servicios.',
    );
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

  it('name an appointment at either end of tomorrow, seen from either end of today', () => {
    const edges = memberNotifications(
      input({
        now: mexicoTime('2026-03-10T23:59'),
        appointments: [
          appointment({ id: 'first', datetime: '2026-03-11T00:00' }),
          appointment({ id: 'last', datetime: '2026-03-11T23:59' }),
          appointment({ id: 'after', datetime: '2026-03-12T00:00' }),
        ],
      }),
    );
    expect(edges.map((item) => item.id.split(':')[1])).toEqual(['first', 'last']);
    const early = memberNotifications(
      input({
        now: mexicoTime('2026-03-10T00:00'),
        appointments: [appointment({ id: 'last', datetime: '2026-03-11T23:59' })],
      }),
    );
    expect(early).toHaveLength(1);
  });

  it('name exactly the appointments on the zone’s next day, across clock changes', () => {
    const zones = ['America/New_York', 'Australia/Lord_Howe', 'Pacific/Kiritimati', MEXICO];
    const start = Date.UTC(2026, 2, 1);
    const span = 70 * 24 * 60 * 60 * 1000;
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: span }),
        fc.array(fc.integer({ min: -3 * 86_400_000, max: 4 * 86_400_000 }), { maxLength: 8 }),
        (timeZone, offset, gaps) => {
          const at = start + offset;
          const appointments = gaps.map((gap, index) =>
            appointment({ id: `a${index}`, datetime: new Date(at + gap).toISOString() }),
          );
          const tomorrow = nextDay(localDay(at, timeZone));
          const expected = gaps
            .map((gap, index) => ({ gap, index }))
            .filter(({ gap }) => localDay(at + gap, timeZone) === tomorrow)
            .map(({ index }) => `a${index}`);
          const listed = memberNotifications(input({ now: at, timeZone, appointments })).map(
            (item) => item.id.split(':')[1],
          );
          expect(listed).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
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
    expect([0, 1, 3].map((days) => inDaysText(days, notificationWords()))).toEqual([
      'hoy',
      'mañana',
      'en 3 días',
    ]);
  });
});
