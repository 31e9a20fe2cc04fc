import { startTransition, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { MEASUREMENTS_KEY, MEASUREMENTS_LABEL, measurementsSlice } from '../../state/measurements';
import {
  readSleepHistory,
  SLEEP_HISTORY_KEY,
  SLEEP_HISTORY_LABEL,
  sleepHistorySlice,
  type SleepSummary,
} from '../../state/sleepHistory';
import {
  announceSkippedEntries,
  knownRead,
  readEntriesInSlices,
  readEntries,
  readEntriesOnce,
  type ReadEntries,
} from '../../state/storedEntries';
import { chartSeries } from '../../domain/chart/chartSeries';
import { DAY_MS, defaultChartRange } from '../../domain/chart/chartRange';
import { storedMoment, type HistoryEntry } from '../../domain/health/historyEntry';
import { readHistoryEntry } from './readHistoryEntry';
import { seriesWords } from './chart/chartWords';

/**
 * The check-in history as the screens show it; unreadable entries are skipped with one notice.
 * Read once per change of the stored list, whichever screens ask for it.
 */
export function useMeasurementHistory(): readonly HistoryEntry[] {
  const stored = useSnapshot(measurementsSlice().state).value;
  const { entries, skipped } = useMemo(() => readEntriesOnce(stored, readHistoryEntry), [stored]);
  useEffect(() => announceSkippedEntries(MEASUREMENTS_KEY, MEASUREMENTS_LABEL, skipped), [skipped]);
  return entries;
}

/** Up to this many stored entries are read at once; a longer history is read in slices. */
export const READ_AT_ONCE = 500;

/**
 * The read of a stored list: at once when short, else in slices. Undefined until the first read is
 * done. When the list grows (a new entry: the same first entry, same object) the last read stays on
 * screen until the new one is done, so the page does not blank nor lose its place; any other list
 * (another member's, after a switch) is never shown through an older read.
 */
function useSlicedRead<T>(
  stored: readonly unknown[],
  read: (value: unknown) => T | undefined,
): ReadEntries<T> | undefined {
  const atOnce = stored.length <= READ_AT_ONCE;
  const known = atOnce ? readEntriesOnce(stored, read) : knownRead(stored, read);
  const [last, setLast] = useState<{ stored: readonly unknown[]; result: ReadEntries<T> }>();
  useEffect(() => {
    if (known) return undefined;
    let mounted = true;
    void readEntriesInSlices(stored, read).then((result) => {
      // A transition: React draws what the read unlocks (the chart, report card and a month of
      // history) in slices of a few milliseconds instead of one task of up to 0.7 s on a phone.
      if (mounted) startTransition(() => setLast({ stored, result }));
    });
    return () => {
      mounted = false;
    };
  }, [known, stored, read]);
  if (known) return known;
  const sameList = last !== undefined && last.stored.length > 0 && last.stored[0] === stored[0];
  return sameList ? last.result : undefined;
}

/**
 * The check-in history for a page that can wait for it: a long history is read a slice at a time, so
 * the page answers meanwhile; undefined until every entry was read (none is shown unchecked).
 */
export function useMeasurementHistoryInSlices(): readonly HistoryEntry[] | undefined {
  const stored = useSnapshot(measurementsSlice().state).value;
  const result = useSlicedRead(stored, readHistoryEntry);
  const skipped = result?.skipped ?? 0;
  useEffect(() => announceSkippedEntries(MEASUREMENTS_KEY, MEASUREMENTS_LABEL, skipped), [skipped]);
  return result?.entries;
}

/** How far back the first look at a long history reads: the report's 90 days, and a margin. */
export const RECENT_DAYS = 100;

export interface CheckupHistory {
  readonly entries: readonly HistoryEntry[];
  /** False while only the recent part of a long history is read (see `useCheckupHistory`). */
  readonly complete: boolean;
}

/**
 * The entries of the last `RECENT_DAYS`, when what Mi Chequeo derives from them first is what the
 * whole history gives: the chart opens on 30 días (a reading in the last 30 days) and so the report
 * on its last 90 days. Otherwise undefined: the page waits for the whole read.
 */
export function recentEntries(
  stored: readonly unknown[],
  now: Date,
): readonly HistoryEntry[] | undefined {
  const since = now.getTime() - RECENT_DAYS * DAY_MS;
  const recent = stored.filter(
    (value) => (storedMoment(value) ?? Number.NEGATIVE_INFINITY) >= since,
  );
  const { entries } = readEntries(recent, readHistoryEntry);
  return defaultChartRange(chartSeries(entries, seriesWords()), now) === '30d'
    ? entries
    : undefined;
}

/**
 * Mi Chequeo's history. A long one shows its last `RECENT_DAYS` first (checked like every entry),
 * while the rest is read in slices; then the whole of it, `complete`. Undefined while neither is
 * ready.
 */
export function useCheckupHistory(): CheckupHistory | undefined {
  const stored = useSnapshot(measurementsSlice().state).value;
  const entries = useMeasurementHistoryInSlices();
  const recent = useMemo(
    () =>
      entries || stored.length <= READ_AT_ONCE ? undefined : recentEntries(stored, new Date()),
    [entries, stored],
  );
  if (entries) return { entries, complete: true };
  return recent ? { entries: recent, complete: false } : undefined;
}

/** The saved sleep summaries; unreadable entries are skipped with one notice. */
export function useSleepHistory(): readonly SleepSummary[] {
  const stored = useSnapshot(sleepHistorySlice().state).value;
  const { entries, skipped } = useMemo(() => readSleepHistory(stored), [stored]);
  useEffect(
    () => announceSkippedEntries(SLEEP_HISTORY_KEY, SLEEP_HISTORY_LABEL, skipped),
    [skipped],
  );
  return entries;
}
