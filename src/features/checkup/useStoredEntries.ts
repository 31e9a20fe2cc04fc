import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import {
  isStoredMeasurement,
  MEASUREMENTS_KEY,
  MEASUREMENTS_LABEL,
  measurementsSlice,
} from '../../state/measurements';
import {
  readSleepHistory,
  SLEEP_HISTORY_KEY,
  SLEEP_HISTORY_LABEL,
  sleepHistorySlice,
  type SleepSummary,
} from '../../state/sleepHistory';
import { announceSkippedEntries, readEntriesOnce } from '../../state/storedEntries';
import { historyEntry, type HistoryEntry } from '../../domain/historyEntry';

const readHistoryEntry = (value: unknown): HistoryEntry | undefined =>
  isStoredMeasurement(value) ? historyEntry(value) : undefined;

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
