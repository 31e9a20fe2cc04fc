import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_REMINDER_LEAD_MS,
  appointmentAlarms,
  isNightTime,
} from '../../src/domain/agenda/appointmentAlarms';
import { zonedParts } from '../../src/domain/format/zonedTime';

const zones = fc.constantFrom('America/Mexico_City', 'America/Tijuana', 'America/Cancun', 'UTC');
const starts = fc.integer({ min: Date.parse('2025-01-01'), max: Date.parse('2030-01-01') });

describe('appointment alarm properties', () => {
  it('no alarm that was moved rings in the night except the one 1 hour before', () => {
    fc.assert(
      fc.property(starts, zones, (startsAt, timeZone) => {
        for (const alarm of appointmentAlarms(startsAt, timeZone)) {
          if (alarm.kind !== 'lastCall') expect(isNightTime(alarm.at, timeZone)).toBe(false);
        }
      }),
    );
  });

  it('every alarm rings before the appointment, earliest first, never earlier than 4 hours plus one night', () => {
    fc.assert(
      fc.property(starts, zones, (startsAt, timeZone) => {
        const alarms = appointmentAlarms(startsAt, timeZone);
        expect(alarms.length).toBeGreaterThan(0);
        const times = alarms.map((alarm) => alarm.at);
        expect([...times].sort((a, b) => a - b)).toEqual(times);
        for (const at of times) {
          expect(at).toBeLessThan(startsAt);
          expect(startsAt - at).toBeLessThanOrEqual(APPOINTMENT_REMINDER_LEAD_MS + 14 * 3600_000);
        }
      }),
    );
  });

  it('a night alarm moves to 21:00, with a second one 1 hour before', () => {
    fc.assert(
      fc.property(starts, zones, (startsAt, timeZone) => {
        const alarms = appointmentAlarms(startsAt, timeZone);
        if (!isNightTime(startsAt - APPOINTMENT_REMINDER_LEAD_MS, timeZone)) {
          expect(alarms).toEqual([{ kind: 'lead', at: startsAt - APPOINTMENT_REMINDER_LEAD_MS }]);
          return;
        }
        expect(alarms.map((alarm) => alarm.kind)).toEqual(['evening', 'lastCall']);
        const evening = zonedParts(alarms[0]!.at, timeZone);
        expect([evening.hour, evening.minute]).toEqual([21, 0]);
        expect(alarms[1]!.at).toBe(startsAt - 3600_000);
      }),
    );
  });
});
