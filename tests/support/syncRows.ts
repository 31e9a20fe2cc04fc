// The last-writer-wins rule of the sync engine, folded over whole lists: what a device and the server
// hold after exchanging every row. The engine applies the rule row by row (`applyRemoteRows` in
// src/domain/sync/syncState.ts, with `compareVersions`); these folds let the properties state that the
// rule itself is idempotent, commutative and associative, and that pushing converges.
import { compareVersions, type SyncRow } from '../../src/domain/sync/syncMerge';

/** The newer of two versions of one row; on a tie, the first. */
export const newerRow = (a: SyncRow, b: SyncRow): SyncRow => (compareVersions(b, a) > 0 ? b : a);

/**
 * Both sides' rows combined by id, each id once with its newer version: `local`'s order first,
 * then ids only `remote` has, in its order.
 */
export function mergeRows(local: readonly SyncRow[], remote: readonly SyncRow[]): SyncRow[] {
  const merged = new Map<string, SyncRow>();
  for (const row of [...local, ...remote]) {
    const held = merged.get(row.id);
    merged.set(row.id, held ? newerRow(held, row) : row);
  }
  return [...merged.values()];
}

/** The rows of `merged` that `remote` lacks or holds in an older version: what to send it. */
export function rowsToPush(merged: readonly SyncRow[], remote: readonly SyncRow[]): SyncRow[] {
  const remoteById = new Map(remote.map((row) => [row.id, row]));
  return merged.filter((row) => {
    const held = remoteById.get(row.id);
    return !held || compareVersions(row, held) > 0;
  });
}
