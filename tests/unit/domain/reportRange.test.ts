import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dayKeyIn,
  inReportRange,
  onOrAfterDay,
  rangeFirstDay,
  shiftDayKey,
} from '../../../src/domain/report/reportRange';

const MX = 'America/Mexico_City';
// 23 Nov 2026, 10:30 in Mexico City (UTC-6).
const now = new Date('2026-11-23T16:30:00Z');
const at = (iso: string) => ({ at: new Date(iso) });

describe('report ranges', () => {
  it('counts calendar days on the member’s clock: today and the 29 days before it', () => {
    expect(rangeFirstDay('last30', now, MX)).toBe('2026-10-25');
    expect(rangeFirstDay('last90', now, MX)).toBe('2026-08-26');
    expect(rangeFirstDay('all', now, MX)).toBeUndefined();
  });

  it('keeps the whole first day, from midnight, and drops the day before it', () => {
    const records = [
      at('2026-10-25T06:00:00Z'), // 25 Oct 00:00 in Mexico City: the first day's first minute
      at('2026-10-25T05:59:00Z'), // 24 Oct 23:59 there: one minute too early
      at('2026-11-23T16:29:00Z'),
    ];
    expect(inReportRange(records, 'last30', now, MX)).toEqual([records[0], records[2]]);
  });

  it('keeps 90 days for the last 90 days and everything for all', () => {
    const day89 = at('2026-08-26T18:00:00Z');
    const day91 = at('2026-08-25T18:00:00Z');
    expect(inReportRange([day89, day91], 'last90', now, MX)).toEqual([day89]);
    expect(inReportRange([day89, day91], 'all', now, MX)).toEqual([day89, day91]);
  });

  it('keeps a record dated after today (a phone whose clock was ahead)', () => {
    const tomorrow = at('2026-11-24T18:00:00Z');
    expect(inReportRange([tomorrow], 'last30', now, MX)).toEqual([tomorrow]);
  });

  it('reads the day in the member’s zone, not in UTC', () => {
    // 23 Nov 01:00 UTC is still 22 Nov in Mexico City.
    expect(dayKeyIn(new Date('2026-11-23T01:00:00Z'), MX)).toBe('2026-11-22');
    expect(dayKeyIn(new Date('2026-11-23T01:00:00Z'), 'UTC')).toBe('2026-11-23');
  });

  it('moves day keys across months, years and leap days', () => {
    expect(shiftDayKey('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDayKey('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDayKey('2027-01-05', -29)).toBe('2026-12-07');
  });

  it('is not fooled by a daylight-saving change in the range', () => {
    // New York moved its clocks on 1 Nov 2026; the range still spans 30 calendar days.
    const nowNy = new Date('2026-11-23T15:30:00Z');
    expect(rangeFirstDay('last30', nowNy, 'America/New_York')).toBe('2026-10-25');
  });
});

describe('onOrAfterDay', () => {
  // The zones furthest ahead of and behind UTC, and some with odd offsets or daylight saving.
  const zones = fc.constantFrom(
    'Pacific/Kiritimati',
    'Etc/GMT+12',
    'Pacific/Chatham',
    'Asia/Kathmandu',
    'America/Mexico_City',
    'America/New_York',
    'UTC',
  );
  const day = fc
    .integer({ min: Date.parse('2020-01-01T00:00:00Z'), max: Date.parse('2030-12-31T00:00:00Z') })
    .map((instant) => new Date(instant).toISOString().slice(0, 10));

  it('agrees with comparing the formatted day, around the day where it matters', () => {
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: -2 * 86_400_000, max: 2 * 86_400_000 }),
        zones,
        (firstDay, shift, zone) => {
          const at = Date.parse(`${firstDay}T00:00:00Z`) + shift;
          expect(onOrAfterDay(at, firstDay, zone)).toBe(dayKeyIn(new Date(at), zone) >= firstDay);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('places the first minute of the day in it, and the last minute before it out', () => {
    // Kiritimati is UTC+14: its 5 March starts at 10:00 UTC on 4 March.
    const start = Date.parse('2026-03-04T10:00:00Z');
    expect(onOrAfterDay(start, '2026-03-05', 'Pacific/Kiritimati')).toBe(true);
    expect(onOrAfterDay(start - 60_000, '2026-03-05', 'Pacific/Kiritimati')).toBe(false);
    // Etc/GMT+12 is UTC-12: its 5 March starts at 12:00 UTC on 5 March.
    const late = Date.parse('2026-03-05T12:00:00Z');
    expect(onOrAfterDay(late, '2026-03-05', 'Etc/GMT+12')).toBe(true);
    expect(onOrAfterDay(late - 60_000, '2026-03-05', 'Etc/GMT+12')).toBe(false);
  });
});
