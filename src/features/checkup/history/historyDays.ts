// The history grouped by day (spec §2): newest day first, newest entry first within a day, each day
// titled with its long Spanish date, first letter capitalised ('Jueves, 5 de marzo de 2026').
import { DATE_LOCALE, dateFormatter, inZone } from '../../../domain/format/format';
import type { HistoryEntry } from '../../../domain/health/historyEntry';

export interface HistoryDay<E extends HistoryEntry = HistoryEntry> {
  /** YYYY-MM-DD in the member's time zone. */
  readonly key: string;
  readonly title: string;
  readonly entries: readonly E[];
}

export function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase(DATE_LOCALE) + text.slice(1);
}

/** 'Jueves, 5 de marzo de 2026'. `timeZone` is the phone's own unless a test fixes one. */
export function longSpanishDate(at: Date, timeZone?: string): string {
  const format = dateFormatter(
    DATE_LOCALE,
    inZone({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, timeZone),
  );
  return capitalise(format.format(at));
}

function dayKey(at: Date, timeZone?: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return dateFormatter(
    'en-CA',
    inZone({ year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone),
  ).format(at);
}

const newestFirst = (a: HistoryEntry, b: HistoryEntry): number =>
  b.at.getTime() - a.at.getTime() || b.time.localeCompare(a.time);

/** The entries newest first (a copy): sort once per change, then group as many days as are shown. */
export function sortNewestFirst<E extends HistoryEntry>(entries: readonly E[]): E[] {
  return [...entries].sort(newestFirst);
}

/**
 * The first `limit` days of entries already sorted newest first. Only the entries of those days are
 * looked at, so drawing a month of a five-year history formats a month of dates, not five years.
 */
export function firstHistoryDays<E extends HistoryEntry>(
  sorted: readonly E[],
  limit: number,
  timeZone?: string,
): HistoryDay<E>[] {
  const days: HistoryDay<E>[] = [];
  let current: { key: string; title: string; entries: E[] } | undefined;
  for (const entry of sorted) {
    const key = dayKey(entry.at, timeZone);
    if (current?.key !== key) {
      // Sorted instants give day keys in order, so a day never comes back once left.
      if (days.length === limit) break;
      current = { key, title: longSpanishDate(entry.at, timeZone), entries: [] };
      days.push(current);
    }
    current.entries.push(entry);
  }
  return days;
}

export function historyDays<E extends HistoryEntry>(
  entries: readonly E[],
  timeZone?: string,
): HistoryDay<E>[] {
  return firstHistoryDays(sortNewestFirst(entries), Number.POSITIVE_INFINITY, timeZone);
}
