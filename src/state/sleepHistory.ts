// Saved sleep summaries (`vita-sleep-history`) in the spec's Sleep summary shape, as a bare array.
// Like the check-in history, entries are checked one by one when read, so a damaged one is skipped.
import type { SleepSummary } from '../content/types/storage/sleep-summary';
import { createPersistedSlice, type PersistedSlice } from './persistedSlice';
import { registerSlice } from './persistence';
import { validate as validateSleepSummary } from 'virtual:storage-validator/sleep-summary';
import { storageGuard } from './storageValidator';
import { readEntries, type ReadEntries } from './storedEntries';

export type { SleepSummary };

export const SLEEP_HISTORY_KEY = 'vita-sleep-history';
export const SLEEP_HISTORY_LABEL = 'tu historial de sueño';

let slice: PersistedSlice<unknown[]> | null = null;
let isSummary: ((value: unknown) => value is SleepSummary) | null = null;

export function sleepHistorySlice(): PersistedSlice<unknown[]> {
  if (!slice) {
    slice = registerSlice(
      createPersistedSlice<unknown[]>({
        key: SLEEP_HISTORY_KEY,
        label: SLEEP_HISTORY_LABEL,
        version: 1,
        validate: (value): value is unknown[] => Array.isArray(value),
        initial: () => [],
      }),
    );
  }
  return slice;
}

export function isSleepSummary(value: unknown): value is SleepSummary {
  isSummary ??= storageGuard<SleepSummary>(validateSleepSummary);
  return isSummary(value);
}

export function readSleepHistory(stored: readonly unknown[]): ReadEntries<SleepSummary> {
  return readEntries(stored, (value) => (isSleepSummary(value) ? value : undefined));
}

export function saveSleepSummary(summary: SleepSummary): void {
  sleepHistorySlice().state.value.push(summary);
}
