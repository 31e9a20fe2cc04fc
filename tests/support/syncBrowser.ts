// A member's browser for sync engine tests: its own storage, a supabase-js client signed in to the
// Supabase-shaped test project, and the engine over all member tables with an injected clock.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createSyncEngine, type SyncEngine } from '../../src/sync/syncEngine';
import { isSyncMeta } from '../../src/sync/isSyncMeta';
import { storageMetaStore, type LocalData } from '../../src/sync/syncStorage';
import type { StorageLike } from '../../src/state/persistedSlice';
import { memberDataTables, type EntryChecks, type SyncTable } from '../../src/sync/syncTables';
import { MemoryStorage } from './memoryStorage';
import type { SupabaseTestServer } from './supabaseTestServer';

/** The values straight from a Storage, as JSON under each key (the app reads them through its slices). */
export function storageLocalData(storage: StorageLike): LocalData {
  return {
    read(storageKey) {
      const raw = storage.getItem(storageKey);
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as unknown;
      } catch {
        return undefined;
      }
    },
    write(storageKey, value) {
      storage.setItem(storageKey, JSON.stringify(value));
    },
  };
}

export interface TestBrowser {
  readonly storage: MemoryStorage;
  readonly engine: SyncEngine;
  readonly client: SupabaseClient;
  readonly userId: string;
  read(key: string): unknown;
  write(key: string, value: unknown): void;
}

export interface BrowserOptions {
  readonly storage?: MemoryStorage;
  readonly now: () => Date;
  readonly pageSize?: number;
  readonly checks?: EntryChecks;
  readonly fetch?: typeof fetch;
  /** The tables synced, when not the app's own (an older app version's, say). */
  readonly tables?: readonly SyncTable[];
}

export async function signInBrowser(
  server: SupabaseTestServer,
  email: string,
  options: BrowserOptions,
): Promise<TestBrowser> {
  if (!server.gotrue.user(email)) server.gotrue.addUser({ email, password: 'secreto1' });
  const client = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password: 'secreto1' });
  if (error || !data.user) throw error ?? new Error(`could not sign in ${email}`);
  const storage = options.storage ?? new MemoryStorage();
  const engine = createSyncEngine({
    client,
    userId: data.user.id,
    tables: options.tables ?? memberDataTables(options.checks),
    local: storageLocalData(storage),
    meta: storageMetaStore(storage),
    isMeta: isSyncMeta,
    now: options.now,
    ...(options.pageSize ? { pageSize: options.pageSize } : {}),
  });
  return {
    storage,
    engine,
    client,
    userId: data.user.id,
    read: (key) => JSON.parse(storage.getItem(key) ?? 'null') as unknown,
    write: (key, value) => storage.setItem(key, JSON.stringify(value)),
  };
}
