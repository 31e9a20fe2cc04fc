// Saved sleep summaries (`vita-sleep-history`) in the spec's Sleep summary shape, as a bare array.
// Like the check-in history, entries are checked one by one when read, so a damaged one is skipped.
import { t } from '../content/messages';
import type { SleepSummary } from '../content/types/storage/sleep-summary';
import { memberDataKind } from './memberDataKind';
import { setSliceValue } from './persistedSlice';
import { validate as validateSleepSummary } from 'virtual:storage-validator/sleep-summary';
import { anyList, storageGuard } from './storageValidator';
import { readValidEntries, type ReadEntries } from './storedEntries';

export type { SleepSummary };

export const SLEEP_HISTORY_KEY = 'vita-sleep-history';
export const SLEEP_HISTORY_LABEL = t('storage.sleepHistory');

export const isSleepSummary = storageGuard<SleepSummary>(validateSleepSummary);

export const sleepHistoryData = memberDataKind<unknown[]>({
  key: SLEEP_HISTORY_KEY,
  schema: 'sleep-summary',
  label: SLEEP_HISTORY_LABEL,
  version: 1,
  validate: anyList,
  initial: () => [],
  shallow: true,
  merge: { kind: 'entries', identity: 'id', recency: ['date'] },
  backup: { keepEntry: isSleepSummary },
  hosted: { table: 'sleep_summaries' },
});

export const sleepHistorySlice = sleepHistoryData.slice;

export function readSleepHistory(stored: readonly unknown[]): ReadEntries<SleepSummary> {
  return readValidEntries(stored, isSleepSummary);
}

export function saveSleepSummary(summary: SleepSummary): void {
  const { state } = sleepHistorySlice();
  setSliceValue(state, [...state.value, summary]);
}
