// The ids of the wellness items marked as done (`vita365_completed`), as a bare array. The slice
// registers on first use, so importing does no work.
import { useSnapshot } from 'valtio';
import type { CompletedItems } from '../content/types/storage/completed';
import { isCompleted, toggleCompleted } from '../domain/wellness/completed';
import { memberDataKind } from './memberDataKind';
import { validate as validateCompleted } from 'virtual:storage-validator/completed';
import { storageGuard } from './storageValidator';
import { t } from '../content/messages';

export const COMPLETED_KEY = 'vita365_completed';

export const completedData = memberDataKind<CompletedItems>({
  key: COMPLETED_KEY,
  schema: 'completed',
  label: t('storage.completed'),
  version: 1,
  validate: storageGuard<CompletedItems>(validateCompleted),
  initial: () => [],
  merge: { kind: 'idSet' },
  backup: {},
  hosted: { table: 'wellness_completed' },
});

export const completedSlice = completedData.slice;

/** Marks the item as done, or as not done when it already was; true when it is now done. */
export function toggleCompletedItem(id: string): boolean {
  const state = completedSlice().state;
  state.value = toggleCompleted(state.value, id);
  return isCompleted(state.value, id);
}

/** The ids marked as done; re-renders when they change. */
export function useCompletedIds(): readonly string[] {
  return useSnapshot(completedSlice().state).value;
}
