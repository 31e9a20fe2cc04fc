// Hosted mode: keeps the signed-in member's data in step with their rows in the backend's Postgres
// while they use the app. Syncs at sign-in; after each change of the member's data, soon after; after
// a failure, on the retry schedule (and at once when the connection comes back); when the app comes
// back to the foreground. The sync engine does the work; this module only decides when, and what
// sign-out leaves behind. Imported by the hosted back-end only, so demo builds never load it.
import type { SupabaseClient } from '@supabase/supabase-js';
import { subscribe } from 'valtio';
import { clearPhoneData } from '../state/backupRestore';
import { hostedKinds } from '../state/memberData';
import { versionKeyOf, type StorageLike } from '../state/persistedSlice';
import { persistenceStorage } from '../state/persistence';
import { publishSyncStatus } from '../state/syncStatus';
import { showToast } from '../state/toasts';
import { t } from '../content/messages';
import { isSyncMeta } from './isSyncMeta';
import type { SyncFailure } from './remoteRows';
import { createSyncEngine, type SyncReport } from './syncEngine';
import {
  SYNC_STATE_KEY,
  sliceLocalData,
  storageMetaStore,
  type LocalData,
  type SyncMetaStore,
} from './syncStorage';
import { memberDataTables, schemaChecks } from './syncTables';

/** Quick edits in a row (ticking three medicines) travel in one sync. */
export const CHANGE_DELAY_MS = 400;
/** How long sign-out waits for the last push before it asks the member what to do. */
export const SIGN_OUT_PUSH_TIMEOUT_MS = 10_000;

export interface MemberSync {
  /** Pulls and pushes now, whatever the retry schedule says (sign-out). */
  flush(): Promise<SyncReport>;
  /** Stops syncing: no more requests, and nothing this session still had in flight is written. */
  stop(): void;
  /** Stops, then removes the member's data and the sync bookkeeping from this browser (sign-out). */
  forgetMemberData(): void;
}

export interface MemberSyncOptions {
  readonly client: SupabaseClient;
  readonly userId: string;
  /** Where 'online' is heard; tests pass their own. */
  readonly window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Where 'visibilitychange' is heard; tests pass their own. */
  readonly document?: Pick<
    Document,
    'visibilityState' | 'addEventListener' | 'removeEventListener'
  >;
}

const SYNC_KEYS = [SYNC_STATE_KEY, versionKeyOf(SYNC_STATE_KEY)];

function memoryStorage(): StorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** Writes that do nothing once the session has stopped, so a late answer leaves nothing behind. */
const liveLocalData = (local: LocalData, live: () => boolean): LocalData => ({
  read: (storageKey) => local.read(storageKey),
  write: (storageKey, value) => {
    if (live()) local.write(storageKey, value);
  },
});

const liveMetaStore = (meta: SyncMetaStore, live: () => boolean): SyncMetaStore => ({
  read: () => meta.read(),
  write: (value) => {
    if (live()) meta.write(value);
  },
  clear: () => {
    if (live()) meta.clear();
  },
});

/** What the member reads when the account refused to store a change; null for other failures. */
export function refusalNotice(
  failure: SyncFailure | null,
): { readonly title: string; readonly description: string } | null {
  if (failure?.kind === 'quota') {
    const reason = failure.message.trim() || t('sync.quotaFallback');
    return {
      title: t('sync.quotaTitle'),
      description: `${reason} ${t('sync.keptHere')}`,
    };
  }
  if (failure?.kind === 'forbidden') {
    return { title: t('sync.forbiddenTitle'), description: t('sync.forbidden') };
  }
  return null;
}

const ownerOf = (stored: unknown): unknown =>
  typeof stored === 'object' && stored !== null ? (stored as { owner?: unknown }).owner : undefined;

export function startMemberSync(options: MemberSyncOptions): MemberSync {
  const { client, userId } = options;
  const events = options.window ?? window;
  const page = options.document ?? document;
  const storage = persistenceStorage() ?? memoryStorage();

  // Another member's data left behind (their sign-out never finished): gone before anything shows.
  const heldOwner = ownerOf(storageMetaStore(storage).read());
  if (typeof heldOwner === 'string' && heldOwner !== userId) clearPhoneData(SYNC_KEYS);

  let live = true;
  const isLive = () => live;
  const slices = hostedKinds().map((kind) => kind.slice());
  const engine = createSyncEngine({
    client,
    userId,
    tables: memberDataTables(schemaChecks()),
    local: liveLocalData(sliceLocalData(slices), isLive),
    meta: liveMetaStore(storageMetaStore(storage), isLive),
    isMeta: isSyncMeta,
  });

  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The last refusal's words, shown in the profile while changes wait; each is a toast once. */
  let notice: string | null = null;
  const told = new Set<string>();

  function publish(report: SyncReport): SyncReport {
    if (!live) return report;
    const refusal = refusalNotice(report.failure);
    if (report.status === 'synced') notice = null;
    else if (refusal) notice = refusal.description;
    publishSyncStatus(report.status, notice);
    if (refusal && !told.has(refusal.description)) {
      told.add(refusal.description);
      showToast({ variant: 'destructive', ...refusal });
    }
    return report;
  }

  /** The next automatic sync: soon after a change, or when the retry schedule allows. */
  function schedule(report: SyncReport): void {
    clearTimeout(timer);
    if (!live || report.status === 'synced') return;
    const wait =
      report.nextTryAt === null
        ? CHANGE_DELAY_MS
        : Math.max(CHANGE_DELAY_MS, Date.parse(report.nextTryAt) - Date.now());
    timer = setTimeout(() => void sync(), wait);
  }

  async function sync(force = false): Promise<SyncReport> {
    clearTimeout(timer);
    const report = publish(await engine.sync({ force }));
    schedule(report);
    return report;
  }

  const onLocalChange = () => {
    if (!live) return;
    const report = publish(engine.noteLocalChanges());
    if (report.status === 'pending') schedule(report);
  };
  const onOnline = () => void sync(true);
  const onVisible = () => {
    if (page.visibilityState === 'visible') void sync();
  };

  const unsubscribers = slices.map((slice) => subscribe(slice.state, onLocalChange));
  events.addEventListener('online', onOnline);
  page.addEventListener('visibilitychange', onVisible);
  void sync(true);

  function stop(): void {
    if (!live) return;
    live = false;
    clearTimeout(timer);
    for (const unsubscribe of unsubscribers) unsubscribe();
    events.removeEventListener('online', onOnline);
    page.removeEventListener('visibilitychange', onVisible);
    publishSyncStatus(null);
  }

  return {
    async flush() {
      let waiting: ReturnType<typeof setTimeout> | undefined;
      const timedOut = new Promise<SyncReport>((resolve) => {
        waiting = setTimeout(
          () => resolve({ ...engine.report(), status: 'pending' }),
          SIGN_OUT_PUSH_TIMEOUT_MS,
        );
      });
      try {
        return await Promise.race([sync(true), timedOut]);
      } finally {
        clearTimeout(waiting);
      }
    },
    stop,
    forgetMemberData() {
      stop();
      clearPhoneData(SYNC_KEYS);
    },
  };
}
