// Which local account the data in the spec's storage keys belongs to (demo mode). Kept apart from
// accountData.ts so that a page load of the member already signed in checks it without loading the
// code that moves data between accounts.
import { t } from '../content/messages';
import { validate as validateDataOwner } from 'virtual:storage-validator/data-owner';
import { persistenceStorage } from './persistence';
import { storageGuard } from './storageValidator';
import { storedRecord } from './storedRecord';

export const DATA_OWNER_KEY = 'vita365_data_owner';
export const ACCOUNT_DATA_PREFIX = 'vita365_account_data:';

/** The owner's account id as a JSON string (schemas/storage/data-owner.schema.json). */
export const dataOwnerRecord = storedRecord<string>({
  key: DATA_OWNER_KEY,
  schema: 'data-owner',
  label: t('storage.dataOwner'),
  version: 1,
  validate: storageGuard<string>(validateDataOwner),
  maxChars: 202,
});

/**
 * The fast path of a page load: true when the keys hold this account's data. Data with no owner is
 * the signed-in member's (they were signed in when local accounts arrived), marked here as long as
 * nothing of theirs waits to be merged in. False: accountData.ts must sort it out.
 */
export function dataReadyFor(accountId: string): boolean {
  const storage = persistenceStorage();
  if (!storage) return false;
  try {
    const owner = storage.getItem(DATA_OWNER_KEY);
    if (owner === JSON.stringify(accountId)) return true;
    if (owner !== null || storage.getItem(`${ACCOUNT_DATA_PREFIX}${accountId}`) !== null) {
      return false;
    }
    storage.setItem(DATA_OWNER_KEY, JSON.stringify(accountId));
    return true;
  } catch {
    return false;
  }
}
