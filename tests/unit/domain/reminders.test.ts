import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_REMINDER_LEAD_MS,
  dueReminders,
  FIRED_RETENTION_MS,
  stillRemembered,
  type ReminderCheck,
} from '../../../src/domain/agenda/reminders';
import { appointment, medicine, MEXICO, mexicoTime } from '../../support/agendaFixtures';

const check = (overrides: Partial<ReminderCheck>): ReminderCheck => ({
  medicines: [],
  appointments: [],
  now: mexicoTime('2026-03-10T08:00'),
  timeZone: MEXICO,
  fired: new Set(),
  ...overrides,
});

const ids = (input: Partial<ReminderCheck>): string[] =>
  dueReminders(check(input)).map((r) => r.id);

describe('medicine reminders', () => {
  const metformina = medicine({ time: '08:00' });

  it('are not due a minute before the medicine’s time', () => {
    expect(ids({ medicines: [metformina], now: mexicoTime('2026-03-10T07:59') })).toEqual([]);
  });

  it('are due at the time, with an id for that day and time', () => {
    expect(ids({ medicines: [metformina], now: mexicoTime('2026-03-10T08:00') })).toEqual([
      'medicine:m1:2026-03-10T08:00',
    ]);
  });

  it('stay due later that day, so opening the app late still reminds', () => {
    expect(ids({ medicines: [metformina], now: mexicoTime('2026-03-10T23:59') })).toHaveLength(1);
  });

  it('start again the next day, with a new id', () => {
    expect(ids({ medicines: [metformina], now: mexicoTime('2026-03-11T00:30') })).toEqual([]);
    expect(ids({ medicines: [metformina], now: mexicoTime('2026-03-11T08:00') })).toEqual([
      'medicine:m1:2026-03-11T08:00',
    ]);
  });

  it('never fire for a medicine taken today', () => {
    const taken = medicine({ taken: true, takenOn: '2026-03-10' });
    expect(ids({ medicines: [taken], now: mexicoTime('2026-03-10T09:00') })).toEqual([]);
  });

  it('fire for a medicine ticked yesterday, since that tick is not today’s', () => {
    const ticked = medicine({ taken: true, takenOn: '2026-03-09' });
    expect(ids({ medicines: [ticked], now: mexicoTime('2026-03-10T09:00') })).toHaveLength(1);
  });

  it('are not shown again once fired', () => {
    expect(
      ids({
        medicines: [metformina],
        now: mexicoTime('2026-03-10T09:00'),
        fired: new Set(['medicine:m1:2026-03-10T08:00']),
      }),
    ).toEqual([]);
  });

  it('fire again when the member moves the time later in the day', () => {
    expect(
      ids({
        medicines: [medicine({ time: '10:00' })],
        now: mexicoTime('2026-03-10T10:00'),
        fired: new Set(['medicine:m1:2026-03-10T08:00']),
      }),
    ).toEqual(['medicine:m1:2026-03-10T10:00']);
  });

  it('use the member’s day: 23:30 in Mexico City is already the next day in UTC', () => {
    const late = medicine({ time: '23:30' });
    expect(ids({ medicines: [late], now: mexicoTime('2026-03-10T23:30') })).toEqual([
      'medicine:m1:2026-03-10T23:30',
    ]);
  });
});

describe('appointment reminders', () => {
  // 11:30 in Mexico City: 4 hours before is 07:30, in the day (night alarms: appointmentAlarms.test.ts).
  const cita = appointment({ datetime: '2026-03-10T17:30:00.000Z' });

  it('are due exactly 4 hours before, not a minute earlier', () => {
    expect(APPOINTMENT_REMINDER_LEAD_MS).toBe(4 * 60 * 60 * 1000);
    expect(ids({ appointments: [cita], now: mexicoTime('2026-03-10T07:29') })).toEqual([]);
    expect(ids({ appointments: [cita], now: mexicoTime('2026-03-10T07:30') })).toEqual([
      'appointment:a1:2026-03-10T17:30:00.000Z',
    ]);
  });

  it('stay due until the appointment starts, and not after', () => {
    expect(ids({ appointments: [cita], now: mexicoTime('2026-03-10T11:29') })).toHaveLength(1);
    expect(ids({ appointments: [cita], now: mexicoTime('2026-03-10T11:30') })).toEqual([]);
  });

  it('read a date-time without an offset in the member’s zone', () => {
    const local = appointment({ datetime: '2026-03-10T11:30' });
    expect(ids({ appointments: [local], now: mexicoTime('2026-03-10T07:30') })).toEqual([
      'appointment:a1:2026-03-10T17:30:00.000Z',
    ]);
  });

  it('are not shown again once fired', () => {
    const fired = new Set(['appointment:a1:2026-03-10T17:30:00.000Z']);
    expect(ids({ appointments: [cita], now: mexicoTime('2026-03-10T08:00'), fired })).toEqual([]);
  });
});

describe('due reminders together', () => {
  it('come earliest first, and only for items in the lists', () => {
    const reminders = dueReminders(
      check({
        medicines: [medicine({ id: 'late', time: '09:00' }), medicine({ id: 'early' })],
        appointments: [appointment({ datetime: '2026-03-10T17:30:00.000Z' })],
        now: mexicoTime('2026-03-10T09:30'),
      }),
    );
    expect(reminders.map((reminder) => reminder.id)).toEqual([
      'appointment:a1:2026-03-10T17:30:00.000Z',
      'medicine:early:2026-03-10T08:00',
      'medicine:late:2026-03-10T09:00',
    ]);
  });

  it('name their occurrence: the local day and time of a medicine, the start of an appointment', () => {
    const reminders = dueReminders(
      check({
        medicines: [medicine({ time: '09:00' })],
        appointments: [appointment({ datetime: '2026-03-10T11:30' })],
        now: mexicoTime('2026-03-10T09:30'),
      }),
    );
    expect(reminders.map(({ kind, occurrence }) => [kind, occurrence])).toEqual([
      ['appointment', '2026-03-10T17:30:00.000Z'],
      ['medicine', '2026-03-10T09:00'],
    ]);
  });
});

describe('remembering fired reminders', () => {
  it('lasts two days, longer than any reminder stays due', () => {
    const firedAt = mexicoTime('2026-03-10T08:00');
    expect(stillRemembered(firedAt, firedAt + FIRED_RETENTION_MS - 1)).toBe(true);
    expect(stillRemembered(firedAt, firedAt + FIRED_RETENTION_MS)).toBe(false);
    expect(FIRED_RETENTION_MS).toBeGreaterThan(25 * 60 * 60 * 1000);
  });
});
