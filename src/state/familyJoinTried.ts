// Hosted mode: the member whose family code from registration was already tried
// (`vita365_family_join_tried`), so it is tried once. Kept as the bare id, as it always was.
import { validate as validateFamilyJoinTried } from 'virtual:storage-validator/family-join-tried';
import { t } from '../content/messages';
import { persistenceStorage } from './persistence';
import { storageGuard } from './storageValidator';
import { readStoredRecord, storedRecord, storedRecordText } from './storedRecord';

export const FAMILY_JOIN_TRIED_KEY = 'vita365_family_join_tried';

export const familyJoinTriedRecord = storedRecord<string>({
  key: FAMILY_JOIN_TRIED_KEY,
  schema: 'family-join-tried',
  label: t('storage.familyJoinTried'),
  version: 1,
  validate: storageGuard<string>(validateFamilyJoinTried),
  text: true,
});

const storageOf = () => persistenceStorage() ?? globalThis.localStorage;

export function familyJoinTried(userId: string): boolean {
  try {
    const read = readStoredRecord(familyJoinTriedRecord, storageOf());
    return read.kind === 'read' && read.value === userId;
  } catch {
    return false;
  }
}

export function markFamilyJoinTried(userId: string): void {
  try {
    storageOf().setItem(FAMILY_JOIN_TRIED_KEY, storedRecordText(familyJoinTriedRecord, userId));
  } catch {
    // Without storage the code is tried again at the next visit, which is harmless.
  }
}
