// What this browser knows about one member table between syncs, and the three steps that change it:
// noticing the member's own changes, taking in the rows pulled from the server, and learning which
// pushed rows the server accepted or refused. Pure: the browser's entries come in and go out as
// plain lists, `now` is passed in.
import {
  ADOPTED_AT,
  compareVersions,
  fingerprint,
  sameVersion,
  stampAfter,
  versionOf,
  type KnownVersion,
  type LocalEntry,
  type SyncRow,
} from './syncMerge';

export interface TableSyncState {
  /** The version this browser holds of every row it has seen, deletions included. */
  readonly known: Readonly<Record<string, KnownVersion>>;
  /** This browser's changes the server has not accepted yet: the latest per id. */
  readonly pending: Readonly<Record<string, SyncRow>>;
  /** Changes the server refused as invalid: kept (never retried, never dropped) until changed again. */
  readonly rejected: Readonly<Record<string, SyncRow>>;
  /** The greatest synced_at among the rows pulled so far; null before the first pull. */
  readonly cursor: string | null;
}

export const emptyTableState = (): TableSyncState => ({
  known: {},
  pending: {},
  rejected: {},
  cursor: null,
});

/** Each id once, its first occurrence kept (the browser's lists are unique by id already). */
export function uniqueEntries(entries: readonly LocalEntry[]): LocalEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (seen.has(entry.id)) return false;
    seen.add(entry.id);
    return true;
  });
}

function note(
  state: TableSyncState,
  entries: readonly LocalEntry[],
  stamp: (previous: KnownVersion | undefined) => string,
): TableSyncState {
  const known = { ...state.known };
  const pending = { ...state.pending };
  const rejected = { ...state.rejected };
  const record = (row: SyncRow) => {
    known[row.id] = versionOf(row);
    pending[row.id] = row;
    delete rejected[row.id];
  };
  const present = new Set<string>();
  for (const { id, entry } of uniqueEntries(entries)) {
    present.add(id);
    const held = known[id];
    if (held && held.deletedAt === null && held.fingerprint === fingerprint(entry)) continue;
    record({ id, entry, updatedAt: stamp(held), deletedAt: null });
  }
  for (const [id, held] of Object.entries(state.known)) {
    if (held.deletedAt !== null || present.has(id)) continue;
    const deletedAt = stamp(held);
    record({ id, entry: null, updatedAt: deletedAt, deletedAt });
  }
  return { ...state, known, pending, rejected };
}

/**
 * Compares the browser's entries with what it last knew: a new or edited entry becomes a pending
 * version stamped `now` (or just after the version it replaces), a missing one a pending deletion.
 */
export function noteLocalEntries(
  state: TableSyncState,
  entries: readonly LocalEntry[],
  now: Date,
): TableSyncState {
  return note(state, entries, (previous) => stampAfter(now, previous?.updatedAt));
}

/**
 * Takes on entries a browser held before it ever synced (a member's data from before hosted sync):
 * they are pushed, but stamped ADOPTED_AT so any version already on the server wins over them.
 */
export function adoptLocalEntries(
  state: TableSyncState,
  entries: readonly LocalEntry[],
): TableSyncState {
  return note(state, entries, (previous) => previous?.updatedAt ?? ADOPTED_AT);
}

export interface RemoteApplied {
  readonly state: TableSyncState;
  /** The browser's entries after the pull: its order kept, new entries appended. */
  readonly entries: LocalEntry[];
  /** False when the browser's entries read the same as before (nothing to write). */
  readonly changed: boolean;
}

/**
 * Takes in pulled rows (call `noteLocalEntries` with the same entries first): a newer remote
 * version replaces or removes the browser's entry and supersedes a pending change; an older one
 * leaves the browser's version, which is queued again if the server does not have it.
 */
export function applyRemoteRows(
  state: TableSyncState,
  entries: readonly LocalEntry[],
  remote: readonly SyncRow[],
): RemoteApplied {
  const known = { ...state.known };
  const pending = { ...state.pending };
  const rejected = { ...state.rejected };
  const unique = uniqueEntries(entries);
  const byId = new Map(unique.map((entry) => [entry.id, entry]));
  const order = unique.map((entry) => entry.id);
  let changed = false;

  const localRow = (id: string): SyncRow | undefined => {
    const queued = pending[id] ?? rejected[id];
    if (queued) return queued;
    const held = known[id];
    if (!held) return undefined;
    const entry = held.deletedAt === null ? (byId.get(id)?.entry ?? null) : null;
    return { id, entry, updatedAt: held.updatedAt, deletedAt: held.deletedAt };
  };

  for (const row of remote) {
    const local = localRow(row.id);
    const comparison = local ? compareVersions(row, local) : 1;
    if (comparison > 0) {
      known[row.id] = versionOf(row);
      delete pending[row.id];
      delete rejected[row.id];
      const current = byId.get(row.id);
      if (row.deletedAt !== null) {
        changed = byId.delete(row.id) || changed;
      } else {
        if (!current) order.push(row.id);
        if (!current || fingerprint(current.entry) !== fingerprint(row.entry)) changed = true;
        byId.set(row.id, { id: row.id, entry: row.entry });
      }
    } else if (comparison === 0) {
      delete pending[row.id];
      delete rejected[row.id];
    } else if (local && !pending[row.id] && !rejected[row.id]) {
      pending[row.id] = local;
    }
  }
  return {
    state: { ...state, known, pending, rejected },
    entries: order.flatMap((id) => {
      const entry = byId.get(id);
      return entry ? [entry] : [];
    }),
    changed,
  };
}

const sameRow = (a: SyncRow | undefined, b: SyncRow) =>
  a !== undefined && sameVersion(versionOf(a), versionOf(b));

/**
 * The server took these rows: they leave the queue unless a newer change was queued meanwhile. When
 * the server stored a row with other stamps (it dates no change after its own clock), `stored` gives
 * them, and the browser takes them as its version, so the next pull does not find its own change
 * older than what it holds and queue it again.
 */
export function confirmPushed(
  state: TableSyncState,
  pushed: readonly SyncRow[],
  stored: readonly SyncRow[] = [],
): TableSyncState {
  const pending = { ...state.pending };
  const known = { ...state.known };
  const storedById = new Map(stored.map((row) => [row.id, row]));
  for (const row of pushed) {
    if (!sameRow(pending[row.id], row)) continue;
    delete pending[row.id];
    const kept = storedById.get(row.id);
    const held = known[row.id];
    if (kept && held && (kept.updatedAt !== row.updatedAt || kept.deletedAt !== row.deletedAt))
      known[row.id] = { ...held, updatedAt: kept.updatedAt, deletedAt: kept.deletedAt };
  }
  return { ...state, pending, known };
}

/** The server refused these rows as invalid: they move aside so they stop blocking the others. */
export function rejectPushed(state: TableSyncState, refused: readonly SyncRow[]): TableSyncState {
  const pending = { ...state.pending };
  const rejected = { ...state.rejected };
  for (const row of refused) {
    if (!sameRow(pending[row.id], row)) continue;
    delete pending[row.id];
    rejected[row.id] = row;
  }
  return { ...state, pending, rejected };
}

/** Changes not on the server: queued ones and refused ones. */
export const unsyncedCount = (state: TableSyncState): number =>
  Object.keys(state.pending).length + Object.keys(state.rejected).length;

/** The later of the cursor and the given instants (synced_at values of pulled rows). */
export function advanceCursor(cursor: string | null, instants: readonly string[]): string | null {
  return instants.reduce<string | null>(
    (latest, instant) =>
      latest === null || Date.parse(instant) > Date.parse(latest) ? instant : latest,
    cursor,
  );
}
