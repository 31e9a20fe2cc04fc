// Keeps the signed-in member's data the same in this browser and in the hosted tables. One sync:
// notice the member's own changes, pull the rows changed on the server and merge them in (newer
// wins, deletions travel), then push what the server lacks. A push that fails is kept and tried
// again on the retry schedule; rows the server refuses as invalid are set aside, never dropped.
// A table whose push the server refuses for a limit of the account (quota) or a missing permission
// is held: its rows stay queued on the phone, its deletions (which free room) still go first, and
// the rest is tried again after a while, without holding up the other tables.
// It only reads and writes through LocalData and SyncMetaStore, and never throws: each call ends
// in a report. Wiring it to sign-in, sign-out and the pages is left to the app.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LocalEntry, SyncRow } from '../domain/sync/syncMerge';
import { afterFailure, afterSuccess, freshSchedule, isDue } from '../domain/sync/syncRetry';
import {
  adoptLocalEntries,
  advanceCursor,
  applyRemoteRows,
  confirmPushed,
  emptyTableState,
  noteLocalEntries,
  rejectPushed,
  unsyncedCount,
  type TableSyncState,
} from '../domain/sync/syncState';
import type { SyncStatus } from '../domain/sync/syncStatus';
import { PAGE_SIZE, PUSH_BATCH, pullRows, pushRows, type SyncFailure } from './remoteRows';
import { serverClockOffset } from './serverClock';
import type { LocalData, SyncMeta, SyncMetaStore } from './syncStorage';
import type { SyncTable } from './syncTables';

export interface SyncReport {
  /** 'synced' when every change of this browser is on the server. */
  readonly status: SyncStatus;
  /** Changes not on the server: waiting to be pushed, or refused by it. */
  readonly unsynced: number;
  /** Changes the server refused as invalid (kept in this browser). */
  readonly rejected: number;
  /** When the next automatic push may be tried after failures; null when it may be tried now. */
  readonly nextTryAt: string | null;
  /** Why the last step failed, when it did. */
  readonly failure: SyncFailure | null;
}

export interface SyncEngineOptions {
  readonly client: SupabaseClient;
  /** The signed-in member (auth user id). */
  readonly userId: string;
  readonly tables: readonly SyncTable[];
  readonly local: LocalData;
  readonly meta: SyncMetaStore;
  /** Checks stored bookkeeping (the compiled sync-state schema); invalid bookkeeping starts afresh. */
  readonly isMeta: (value: unknown) => value is SyncMeta;
  readonly now?: () => Date;
  readonly pageSize?: number;
}

/** How long a table waits after a quota or permission refusal before its rows are tried again. */
export const HOLD_AFTER_REFUSAL_MS = 5 * 60_000;

export interface SyncEngine {
  /** Notices the member's changes (no network); call it after each change to update the status. */
  noteLocalChanges(): SyncReport;
  /** Pulls and merges, then pushes if the retry schedule allows (or `force`). */
  sync(options?: { readonly force?: boolean }): Promise<SyncReport>;
  report(): SyncReport;
  /** Empties the member's values in this browser and the bookkeeping (sign-out). */
  forget(): void;
}

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { client, userId, tables, local, meta } = options;
  const now = options.now ?? (() => new Date());
  // The server's clock minus this device's (serverClock.ts): changes are stamped on the server's time.
  let clockOffsetMs = 0;
  const serverNow = () => new Date(now().getTime() + clockOffsetMs);
  let lastFailure: SyncFailure | null = null;
  /** Tables held after a quota or permission refusal, and until when (ms since the epoch). */
  const held = new Map<string, number>();
  const synced = new Set(tables.map((table) => table.table));

  const fresh = (): SyncMeta => ({ owner: userId, tables: {}, retry: freshSchedule() });

  /** Only the tables this engine syncs: one the app stopped syncing (coverage_usage) counts no more. */
  const ownTables = (stored: SyncMeta): SyncMeta =>
    Object.keys(stored.tables).every((name) => synced.has(name))
      ? stored
      : {
          ...stored,
          tables: Object.fromEntries(
            Object.entries(stored.tables).filter(([name]) => synced.has(name)),
          ),
        };

  /**
   * The bookkeeping for this member. Bookkeeping of another member means their data is still here
   * (their sign-out did not finish): it is emptied first, so this member never sees it.
   */
  function load(): SyncMeta {
    const stored = meta.read();
    if (stored === undefined || !options.isMeta(stored)) return fresh();
    if (stored.owner === userId) return ownTables(stored);
    for (const table of tables) local.write(table.storageKey, table.fromRows([]));
    meta.clear();
    return fresh();
  }

  const entriesOf = (table: SyncTable): LocalEntry[] => table.toRows(local.read(table.storageKey));

  /** This table's state with the member's current entries noted (adopted on first sight). */
  function noted(current: SyncMeta, table: SyncTable): TableSyncState {
    const held = current.tables[table.table];
    return held
      ? noteLocalEntries(held, entriesOf(table), serverNow())
      : adoptLocalEntries(emptyTableState(), entriesOf(table));
  }

  function save(current: SyncMeta, changes: Record<string, TableSyncState>): SyncMeta {
    const next = { ...current, tables: { ...current.tables, ...changes } };
    meta.write(next);
    return next;
  }

  function reportOf(current: SyncMeta): SyncReport {
    const states = Object.values(current.tables);
    const unsynced = states.reduce((sum, state) => sum + unsyncedCount(state), 0);
    const rejected = states.reduce((sum, state) => sum + Object.keys(state.rejected).length, 0);
    return {
      status: unsynced === 0 ? 'synced' : 'pending',
      unsynced,
      rejected,
      nextTryAt: current.retry.nextTryAt ?? (unsynced === 0 ? null : heldUntil()),
      failure: lastFailure,
    };
  }

  const isHeld = (table: SyncTable): boolean => (held.get(table.table) ?? 0) > now().getTime();

  /** When the first held table may be tried again, or null when none is held. */
  function heldUntil(): string | null {
    const ends = [...held.values()].filter((end) => end > now().getTime());
    return ends.length === 0 ? null : new Date(Math.min(...ends)).toISOString();
  }

  function noteAll(): SyncMeta {
    const current = load();
    return save(
      current,
      Object.fromEntries(tables.map((table) => [table.table, noted(current, table)])),
    );
  }

  function failed(failure: SyncFailure): void {
    lastFailure = failure;
    const current = load();
    meta.write({ ...current, retry: afterFailure(current.retry, now()) });
  }

  async function pull(table: SyncTable): Promise<boolean> {
    const cursor = load().tables[table.table]?.cursor ?? null;
    const result = await pullRows(
      client,
      table.table,
      userId,
      cursor,
      options.pageSize ?? PAGE_SIZE,
    );
    if (!result.ok) {
      failed(result.failure);
      return false;
    }
    const remote = result.rows
      .map((pulled) => pulled.row)
      .filter((row) => row.deletedAt !== null || (table.accepts?.(row.entry) ?? true));
    // From here to the writes nothing awaits, so an edit made during the request is not lost.
    const current = load();
    const state = noted(current, table);
    const applied = applyRemoteRows(state, entriesOf(table), remote);
    if (applied.changed) local.write(table.storageKey, table.fromRows(applied.entries));
    const cursorNext = advanceCursor(
      applied.state.cursor,
      result.rows.map((pulled) => pulled.syncedAt),
    );
    save(current, { [table.table]: { ...applied.state, cursor: cursorNext } });
    return true;
  }

  /** How a push went: stored, the table held (quota, permission), or stopped (try all later). */
  type Pushed = 'ok' | 'held' | 'stopped';

  /** Pushes one batch; refused batches are retried row by row to set aside only the bad rows. */
  async function pushBatch(table: SyncTable, rows: readonly SyncRow[]): Promise<Pushed> {
    const result = await pushRows(client, table.table, userId, rows);
    const current = load();
    const state = current.tables[table.table] ?? emptyTableState();
    if (result.ok) {
      clockOffsetMs =
        serverClockOffset(
          result.accepted.map((pulled) => pulled.syncedAt),
          now(),
        ) ?? clockOffsetMs;
      const stored = result.accepted.map((pulled) => pulled.row);
      save(current, { [table.table]: confirmPushed(state, rows, stored) });
      return 'ok';
    }
    const { kind } = result.failure;
    if (kind === 'quota' || kind === 'forbidden') {
      // The statement was refused as a whole and nothing changed on the server: the rows stay
      // queued here, and only this table waits.
      lastFailure = result.failure;
      held.set(table.table, now().getTime() + HOLD_AFTER_REFUSAL_MS);
      return 'held';
    }
    if (kind !== 'invalid') {
      failed(result.failure);
      return 'stopped';
    }
    if (rows.length === 1) {
      lastFailure = result.failure;
      save(current, { [table.table]: rejectPushed(state, rows) });
      return 'ok';
    }
    for (const row of rows) {
      const outcome = await pushBatch(table, [row]);
      if (outcome !== 'ok') return outcome;
    }
    return 'ok';
  }

  async function pushGroup(table: SyncTable, rows: readonly SyncRow[]): Promise<Pushed> {
    for (let start = 0; start < rows.length; start += PUSH_BATCH) {
      const outcome = await pushBatch(table, rows.slice(start, start + PUSH_BATCH));
      if (outcome !== 'ok') return outcome;
    }
    return 'ok';
  }

  /**
   * Deletions first: they never make the account hold more, so they go even while the table is
   * held, and once one has gone there may be room for the rest.
   */
  async function pushTable(table: SyncTable): Promise<Pushed> {
    const pending = Object.values(load().tables[table.table]?.pending ?? {});
    const deletions = pending.filter((row) => row.deletedAt !== null);
    const others = pending.filter((row) => row.deletedAt === null);
    if (deletions.length > 0) {
      const outcome = await pushGroup(table, deletions);
      if (outcome !== 'ok') return outcome;
      held.delete(table.table);
    }
    if (others.length === 0) return 'ok';
    if (isHeld(table)) return 'held';
    return pushGroup(table, others);
  }

  async function push(): Promise<boolean> {
    for (const table of tables) if ((await pushTable(table)) === 'stopped') return false;
    return true;
  }

  async function run(force: boolean): Promise<SyncReport> {
    try {
      const noted = noteAll();
      // While backing off, only note: the timer or the next forced sync (sign-out) tries again.
      if (!force && !isDue(noted.retry, now())) return reportOf(noted);
      lastFailure = null;
      for (const table of tables) if (!(await pull(table))) return reportOf(load());
      if (await push()) meta.write({ ...load(), retry: afterSuccess() });
      return reportOf(load());
    } catch (error) {
      // A storage that refuses writes (full, blocked) must not break the page; say why instead.
      lastFailure = { kind: 'server', status: 0, code: 'storage', message: String(error) };
      let report: SyncReport;
      try {
        report = reportOf(load());
      } catch {
        report = reportOf(fresh());
      }
      return { ...report, status: 'pending', failure: lastFailure };
    }
  }

  let running: Promise<SyncReport> | null = null;
  let queued: Promise<SyncReport> | null = null;
  let queuedForce = false;

  function sync(syncOptions: { readonly force?: boolean } = {}): Promise<SyncReport> {
    const force = syncOptions.force ?? false;
    if (!running) {
      running = run(force).finally(() => {
        running = null;
      });
      return running;
    }
    // One more run after the current one, for changes made meanwhile; callers share it.
    queuedForce ||= force;
    queued ??= running.then(() => {
      const again = queuedForce;
      queued = null;
      queuedForce = false;
      return sync({ force: again });
    });
    return queued;
  }

  return {
    noteLocalChanges: () => reportOf(noteAll()),
    sync,
    report: () => reportOf(load()),
    forget() {
      for (const table of tables) local.write(table.storageKey, table.fromRows([]));
      meta.clear();
    },
  };
}
