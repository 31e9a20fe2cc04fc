// What the member ticked in each nutrition guide (`vita365_checked_items`, spec §3 Checked items: a
// map from key to checked ids, a bare object). The spec names no key for it, so this one is ours.
// The slice registers on first use, so importing does no work.
import { t } from '../content/messages';
import { useSnapshot } from 'valtio';
import {
  checkedIdsOf,
  toggleCheckedItem,
  type CheckedItems,
} from '../domain/wellness/checkedItems';
import { memberDataKind } from './memberDataKind';
import { validate as validateCheckedItems } from 'virtual:storage-validator/checked-items';
import { storageGuard } from './storageValidator';

export type { CheckedItems };

export const CHECKED_ITEMS_KEY = 'vita365_checked_items';

export const checkedItemsData = memberDataKind<CheckedItems>({
  key: CHECKED_ITEMS_KEY,
  schema: 'checked-items',
  label: t('storage.checkedItems'),
  version: 1,
  validate: storageGuard<CheckedItems>(validateCheckedItems),
  initial: () => ({}),
  merge: { kind: 'idSetMap' },
  backup: {},
  hosted: { table: 'wellness_checked' },
});

export const checkedItemsSlice = checkedItemsData.slice;

export function toggleChecked(key: string, id: string): void {
  const state = checkedItemsSlice().state;
  state.value = toggleCheckedItem(state.value, key, id);
}

/** The ids ticked under one key; re-renders when the map changes. */
export function useCheckedIds(key: string): readonly string[] {
  const { value } = useSnapshot(checkedItemsSlice().state);
  return checkedIdsOf(value, key);
}
