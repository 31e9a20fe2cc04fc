// The check of `vita365_sync` against schemas/storage/sync-state.schema.json, compiled at build time.
import { storageValidator } from '../state/storageValidator';
import type { SyncMeta } from './syncStorage';

export const isSyncMeta = storageValidator<SyncMeta>('sync-state');
