// Which local account the data in the spec's storage keys belongs to (demo mode). Kept apart from
// accountData.ts so that a page load of the member already signed in checks it without loading the
// code that moves data between accounts.
import { persistenceStorage } from './persistence';

export const DATA_OWNER_KEY = 'vita365_data_owner';

export function dataOwnedBy(accountId: string): boolean {
  try {
    return persistenceStorage()?.getItem(DATA_OWNER_KEY) === JSON.stringify(accountId);
  } catch {
    return false;
  }
}
