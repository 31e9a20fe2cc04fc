// Hosted sync's bookkeeping (`vita365_sync`, schemas/storage/sync-state.schema.json), declared here
// with the other stored keys (storedKeys.ts); src/sync/syncStorage.ts reads and writes it.
import { t } from '../content/messages';
import type { SyncState } from '../content/types/storage/sync-state';
import { validate as validateSyncState } from 'virtual:storage-validator/sync-state';
import { storageGuard } from './storageValidator';
import { storedRecord } from './storedRecord';

export const SYNC_STATE_KEY = 'vita365_sync';
export const SYNC_STATE_VERSION = 1;

export const syncStateRecord = storedRecord<SyncState>({
  key: SYNC_STATE_KEY,
  schema: 'sync-state',
  label: t('storage.syncState'),
  version: SYNC_STATE_VERSION,
  validate: storageGuard<SyncState>(validateSyncState),
});
