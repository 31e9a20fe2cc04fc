import { describe, expect, it } from 'vitest';
import {
  instantAt,
  instantOfDayTime,
  isKnownTimeZone,
  localDay,
  nextDay,
  parseDayAndTime,
  zonedParts,
  zoneOffsetMinutes,
} from '../../../src/domain/format/zonedTime';

const MEXICO = 'America/Mexico_City';
const TIJUANA = 'America/Tijuana';

describe('zoned time', () => {
  it('reads Mexico City as UTC-6 all year since it dropped daylight saving time in 2022', () => {
    expect(zoneOffsetMinutes(Date.parse('2026-01-15T12:00:00Z'), MEXICO)).toBe(-360);
    expect(zoneOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'), MEXICO)).toBe(-360);
    expect(zoneOffsetMinutes(Date.parse('2021-07-15T12:00:00Z'), MEXICO)).toBe(-300);
  });

  it('follows the border zones that still change their clocks', () => {
    expect(zoneOffsetMinutes(Date.parse('2026-01-15T12:00:00Z'), TIJUANA)).toBe(-480);
    expect(zoneOffsetMinutes(Date.parse('2026-07-15T12:00:00Z'), TIJUANA)).toBe(-420);
  });

  it('gives the member’s day, which differs from the UTC day late in the evening', () => {
    const lateEvening = Date.parse('2026-03-11T03:30:00Z');
    expect(localDay(lateEvening, MEXICO)).toBe('2026-03-10');
    expect(zonedParts(lateEvening, MEXICO)).toMatchObject({ hour: 21, minute: 30 });
  });

  it('turns a wall-clock day and time into the instant, and back', () => {
    const instant = instantOfDayTime('2026-03-10', '08:30', MEXICO);
    expect(new Date(instant!).toISOString()).toBe('2026-03-10T14:30:00.000Z');
    expect(localDay(instant!, MEXICO)).toBe('2026-03-10');
  });

  it('moves a time skipped by the spring change forward by the size of the jump', () => {
    // Tijuana jumps from 02:00 to 03:00 on 8 March 2026.
    const skipped = instantAt(
      { year: 2026, month: 3, day: 8, hour: 2, minute: 30, second: 0 },
      TIJUANA,
    );
    expect(zonedParts(skipped, TIJUANA)).toMatchObject({ hour: 3, minute: 30 });
  });

  it('picks the first of two readings of a time repeated by the autumn change', () => {
    // Tijuana goes back from 02:00 to 01:00 on 1 November 2026: 01:30 happens twice.
    const repeated = instantAt(
      { year: 2026, month: 11, day: 1, hour: 1, minute: 30, second: 0 },
      TIJUANA,
    );
    expect(new Date(repeated).toISOString()).toBe('2026-11-01T08:30:00.000Z');
  });

  it('refuses malformed days and times', () => {
    expect(parseDayAndTime('2026-02-30', '08:00')).toBeUndefined();
    expect(parseDayAndTime('2026-02-10', '24:00')).toBeUndefined();
    expect(parseDayAndTime('2026-02-10', '8:00')).toBeUndefined();
    expect(instantOfDayTime('ayer', '08:00', MEXICO)).toBeUndefined();
  });

  it('steps to the next day across month and year ends', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('knows real zone names only', () => {
    expect(isKnownTimeZone(MEXICO)).toBe(true);
    expect(isKnownTimeZone('Marte/Olympus')).toBe(false);
  });
});
