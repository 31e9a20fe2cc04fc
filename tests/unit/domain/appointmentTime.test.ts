import { describe, expect, it } from 'vitest';
import {
  appointmentsByTime,
  instantOfIsoDateTime,
} from '../../../src/domain/agenda/appointmentTime';
import { appointment, MEXICO, mexicoTime } from '../../support/agendaFixtures';

describe('appointment time', () => {
  it('reads an instant with Z or an offset as written', () => {
    expect(instantOfIsoDateTime('2026-03-10T16:30:00.000Z', MEXICO)).toBe(
      Date.parse('2026-03-10T16:30:00Z'),
    );
    expect(instantOfIsoDateTime('2026-03-10T10:30:00-06:00', MEXICO)).toBe(
      Date.parse('2026-03-10T16:30:00Z'),
    );
  });

  it('reads a date-time-local value as the member’s wall clock', () => {
    expect(instantOfIsoDateTime('2026-03-10T10:30', MEXICO)).toBe(mexicoTime('2026-03-10T10:30'));
  });

  it('refuses what is not a date-time', () => {
    for (const value of ['', '2026-03-10', '2026-02-30T10:00', '2026-03-10T25:00', 'mañana']) {
      expect(instantOfIsoDateTime(value, MEXICO)).toBeUndefined();
    }
  });

  it('puts upcoming appointments soonest first and past ones most recent first', () => {
    const list = [
      appointment({ id: 'later', datetime: '2026-03-20T10:00' }),
      appointment({ id: 'old', datetime: '2026-01-01T10:00' }),
      appointment({ id: 'soon', datetime: '2026-03-11T10:00' }),
      appointment({ id: 'recent', datetime: '2026-03-09T10:00' }),
    ];
    const { upcoming, past } = appointmentsByTime(list, mexicoTime('2026-03-10T12:00'), MEXICO);
    expect(upcoming.map((item) => item.id)).toEqual(['soon', 'later']);
    expect(past.map((item) => item.id)).toEqual(['recent', 'old']);
  });

  it('counts an appointment as past from the minute it starts', () => {
    const list = [appointment({ datetime: '2026-03-10T12:00' })];
    expect(appointmentsByTime(list, mexicoTime('2026-03-10T11:59'), MEXICO).upcoming).toHaveLength(
      1,
    );
    expect(appointmentsByTime(list, mexicoTime('2026-03-10T12:00'), MEXICO).upcoming).toHaveLength(
      1,
    );
    expect(appointmentsByTime(list, mexicoTime('2026-03-10T12:01'), MEXICO).past).toHaveLength(1);
  });
});
