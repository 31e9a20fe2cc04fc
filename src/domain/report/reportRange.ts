// Which records a health report covers: all of them, or the last 30 or 90 days. "The last 30 days"
// are calendar days on the member's clock: today and the 29 days before it, whatever the hour, so
// the period printed on the report ('del 25 de octubre al 23 de noviembre') is exactly what it holds.

export type ReportRange = 'all' | 'last30' | 'last90';

/** In the order the range control offers them. */
export const REPORT_RANGES: readonly ReportRange[] = ['all', 'last30', 'last90'];

export const RANGE_DAYS: Readonly<Record<Exclude<ReportRange, 'all'>, number>> = {
  last30: 30,
  last90: 90,
};

import { dateFormatter } from '../format/format';

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of the instant on the wall clock of the zone. */
export function dayKeyIn(at: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateFormatter('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(at);
}

/** A day key moved by whole calendar days (no clock involved, so no daylight-saving surprise). */
export function shiftDayKey(dayKey: string, days: number): string {
  const [year = 1970, month = 1, day = 1] = dayKey.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first day the range includes, or undefined for the whole history. */
export function rangeFirstDay(range: ReportRange, now: Date, timeZone: string): string | undefined {
  if (range === 'all') return undefined;
  return shiftDayKey(dayKeyIn(now, timeZone), -(RANGE_DAYS[range] - 1));
}

/** Every zone's clock is between 12 hours behind and 14 hours ahead of UTC. */
const LATEST_BEHIND_MS = 12 * 3_600_000;
const EARLIEST_AHEAD_MS = 14 * 3_600_000;

/**
 * Whether an instant falls on `firstDay` or later on the zone's clock. Only instants within a day of
 * that day's UTC midnight can be either side, so only those are formatted (a date formatter costs far
 * more than a comparison, and a history holds thousands of records).
 */
export function onOrAfterDay(at: number, firstDay: string, timeZone: string): boolean {
  const midnightUtc = Date.parse(`${firstDay}T00:00:00Z`);
  if (at >= midnightUtc + LATEST_BEHIND_MS) return true;
  if (at < midnightUtc - EARLIEST_AHEAD_MS) return false;
  return dayKeyIn(new Date(at), timeZone) >= firstDay;
}

/** The records of the range, in the order given. A record dated after today still counts. */
export function inReportRange<T extends { readonly at: Date }>(
  records: readonly T[],
  range: ReportRange,
  now: Date,
  timeZone: string,
): T[] {
  const firstDay = rangeFirstDay(range, now, timeZone);
  if (firstDay === undefined) return [...records];
  return records.filter((record) => onOrAfterDay(record.at.getTime(), firstDay, timeZone));
}
