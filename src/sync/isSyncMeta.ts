// The check of `vita365_sync` against schemas/storage/sync-state.schema.json, compiled at build time.
import { validate as validateSyncState } from 'virtual:storage-validator/sync-state';
import { storageGuard } from '../state/storageValidator';
import type { SyncMeta } from './syncStorage';

export const isSyncMeta = storageGuard<SyncMeta>(validateSyncState);
