// The check of `vita365_sync` against schemas/storage/sync-state.schema.json, compiled at build time
// and declared with the key in src/state/syncStateData.ts.
import { syncStateRecord } from '../state/syncStateData';
import type { SyncMeta } from './syncStorage';

export const isSyncMeta = (value: unknown): value is SyncMeta => syncStateRecord.validate(value);
