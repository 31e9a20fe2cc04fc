// Where the sync engine reads and writes: the member's values under their storage keys, and its own
// bookkeeping under `vita365_sync` (declared with its schema in src/state/syncStateData.ts). Two ways
// to reach the values: the persisted slices (so pages re-render when a pull changes something) or a
// bare Storage (tests, or before the slices exist).
import { snapshot } from 'valtio';
import type { KnownVersion, SyncRow } from '../domain/sync/syncMerge';
import type { RetrySchedule } from '../domain/sync/syncRetry';
import type { TableSyncState } from '../domain/sync/syncState';
import { setSliceValue, type PersistedSlice, type StorageLike } from '../state/persistedSlice';
import { SYNC_STATE_KEY, SYNC_STATE_VERSION } from '../state/syncStateData';

export { SYNC_STATE_KEY, SYNC_STATE_VERSION };

/** What `vita365_sync` holds (schemas/storage/sync-state.schema.json). */
export interface SyncMeta {
  /** The member whose data this browser holds. */
  readonly owner: string;
  readonly tables: Readonly<Record<string, TableSyncState>>;
  readonly retry: RetrySchedule;
}

export type { KnownVersion, SyncRow };

/** The member's values, by storage key. */
export interface LocalData {
  /** The parsed value, or undefined when there is none. */
  read(storageKey: string): unknown;
  write(storageKey: string, value: unknown): void;
}

export interface SyncMetaStore {
  /** The stored bookkeeping, unchecked; undefined when there is none or it cannot be parsed. */
  read(): unknown;
  write(meta: SyncMeta): void;
  clear(): void;
}

/** What the engine needs of a persisted slice: any PersistedSlice<T> is one. */
export type SliceLike = Pick<PersistedSlice<unknown>, 'key' | 'state'>;

/**
 * The values through their persisted slices: reads a plain snapshot, writes by assignment, so the
 * slice validates nothing twice, writes storage itself and the pages showing it re-render.
 */
export function sliceLocalData(slices: readonly SliceLike[]): LocalData {
  const byKey = new Map(slices.map((slice) => [slice.key, slice]));
  return {
    read(storageKey) {
      const slice = byKey.get(storageKey);
      return slice ? snapshot(slice.state).value : undefined;
    },
    write(storageKey, value) {
      const slice = byKey.get(storageKey);
      if (slice) setSliceValue(slice.state, value);
    },
  };
}

/** The bookkeeping in a Storage under `vita365_sync`, with its version in `vita365_sync__version`. */
export function storageMetaStore(storage: StorageLike, key = SYNC_STATE_KEY): SyncMetaStore {
  const versionKey = `${key}__version`;
  return {
    read() {
      const raw = storage.getItem(key);
      if (raw === null || storage.getItem(versionKey) !== String(SYNC_STATE_VERSION))
        return undefined;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return undefined;
      }
    },
    write(meta) {
      storage.setItem(key, JSON.stringify(meta));
      storage.setItem(versionKey, String(SYNC_STATE_VERSION));
    },
    clear() {
      storage.removeItem(key);
      storage.removeItem(versionKey);
    },
  };
}
