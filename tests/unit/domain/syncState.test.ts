import { describe, expect, it } from 'vitest';
import { ADOPTED_AT, type LocalEntry, type SyncRow } from '../../../src/domain/sync/syncMerge';
import {
  advanceCursor,
  adoptLocalEntries,
  applyRemoteRows,
  confirmPushed,
  emptyTableState,
  noteLocalEntries,
  rejectPushed,
  unsyncedCount,
  type TableSyncState,
} from '../../../src/domain/sync/syncState';

const T9 = '2026-11-23T09:00:00.000Z';
const T10 = '2026-11-23T10:00:00.000Z';
const T11 = '2026-11-23T11:00:00.000Z';
const T12 = '2026-11-23T12:00:00.000Z';

const medicine = (id: string, name = 'Losartán'): LocalEntry => ({
  id,
  entry: { id, name, dose: '50 mg', time: '08:00', taken: false },
});
const row = (local: LocalEntry, updatedAt: string): SyncRow => ({
  ...local,
  updatedAt,
  deletedAt: null,
});
const tombstone = (id: string, at: string): SyncRow => ({
  id,
  entry: null,
  updatedAt: at,
  deletedAt: at,
});

/** A table that synced `entries` at `at` and has nothing pending. */
function synced(entries: LocalEntry[], at: string): TableSyncState {
  const noted = noteLocalEntries(emptyTableState(), entries, new Date(at));
  return confirmPushed(noted, Object.values(noted.pending));
}

describe('noticing the member’s changes', () => {
  it('queues a new entry, an edit and a deletion, stamped now', () => {
    const state = synced([medicine('a'), medicine('b')], T9);
    const next = noteLocalEntries(
      state,
      [medicine('a', 'Metformina'), medicine('c')],
      new Date(T10),
    );
    expect(next.pending).toEqual({
      a: row(medicine('a', 'Metformina'), T10),
      b: tombstone('b', T10),
      c: row(medicine('c'), T10),
    });
    expect(unsyncedCount(next)).toBe(3);
  });

  it('queues nothing when the entries read the same, whatever their key order', () => {
    const state = synced([medicine('a')], T9);
    const reordered = { id: 'a', taken: false, time: '08:00', dose: '50 mg', name: 'Losartán' };
    expect(noteLocalEntries(state, [{ id: 'a', entry: reordered }], new Date(T10))).toEqual(state);
  });

  it('stamps a change after the version it replaces even when this clock is behind', () => {
    const state = synced([medicine('a')], T11);
    const next = noteLocalEntries(state, [medicine('a', 'Otra')], new Date(T10));
    expect(next.pending.a?.updatedAt).toBe('2026-11-23T11:00:00.001Z');
  });

  it('stamps entries held before the first sync so that any server version wins', () => {
    const adopted = adoptLocalEntries(emptyTableState(), [medicine('a')]);
    expect(adopted.pending.a?.updatedAt).toBe(ADOPTED_AT);
    const { entries } = applyRemoteRows(
      adopted,
      [medicine('a')],
      [row(medicine('a', 'Del servidor'), T9)],
    );
    expect(entries).toEqual([medicine('a', 'Del servidor')]);
  });
});

describe('taking in pulled rows', () => {
  it('adds, replaces and removes entries by the newer version, keeping the browser’s order', () => {
    const state = synced([medicine('a'), medicine('b'), medicine('c')], T9);
    const local = [medicine('a'), medicine('b'), medicine('c')];
    const result = applyRemoteRows(state, local, [
      row(medicine('d'), T10),
      row(medicine('b', 'Nueva'), T10),
      tombstone('a', T10),
    ]);
    expect(result.entries).toEqual([medicine('b', 'Nueva'), medicine('c'), medicine('d')]);
    expect(result.changed).toBe(true);
    expect(result.state.pending).toEqual({});
  });

  it('keeps a newer local change pending and drops one a newer remote change supersedes', () => {
    const state = noteLocalEntries(
      synced([medicine('a'), medicine('b')], T9),
      [medicine('a', 'Mía'), medicine('b', 'Mía')],
      new Date(T11),
    );
    const result = applyRemoteRows(
      state,
      [medicine('a', 'Mía'), medicine('b', 'Mía')],
      [row(medicine('a', 'Otra'), T10), row(medicine('b', 'Otra'), T12)],
    );
    expect(result.entries).toEqual([medicine('a', 'Mía'), medicine('b', 'Otra')]);
    expect(Object.keys(result.state.pending)).toEqual(['a']);
  });

  it('never lets an older live row bring back an entry deleted here', () => {
    const state = noteLocalEntries(synced([medicine('a')], T9), [], new Date(T11));
    const result = applyRemoteRows(state, [], [row(medicine('a'), T10)]);
    expect(result.entries).toEqual([]);
    expect(result.state.pending.a).toEqual(tombstone('a', T11));
  });

  it('queues the browser’s version again when the server holds an older one', () => {
    const state = synced([medicine('a', 'Actual')], T11);
    const result = applyRemoteRows(state, [medicine('a', 'Actual')], [row(medicine('a'), T10)]);
    expect(result.state.pending.a).toEqual(row(medicine('a', 'Actual'), T11));
    expect(result.changed).toBe(false);
  });

  it('takes its own echo quietly: the same version leaves the queue, nothing changes', () => {
    const state = noteLocalEntries(emptyTableState(), [medicine('a')], new Date(T10));
    const result = applyRemoteRows(state, [medicine('a')], [row(medicine('a'), T10)]);
    expect(result).toMatchObject({ changed: false, entries: [medicine('a')] });
    expect(result.state.pending).toEqual({});
  });
});

describe('what the server accepted or refused', () => {
  it('confirms only the version that was pushed, not a newer change made meanwhile', () => {
    const first = noteLocalEntries(emptyTableState(), [medicine('a')], new Date(T10));
    const pushed = Object.values(first.pending);
    const edited = noteLocalEntries(first, [medicine('a', 'Editada')], new Date(T11));
    expect(confirmPushed(edited, pushed).pending).toEqual({
      a: row(medicine('a', 'Editada'), T11),
    });
    expect(confirmPushed(first, pushed).pending).toEqual({});
  });

  it('sets refused rows aside, still counted as unsynced, until the entry changes again', () => {
    const state = noteLocalEntries(emptyTableState(), [medicine('a')], new Date(T10));
    const refused = rejectPushed(state, Object.values(state.pending));
    expect(refused.pending).toEqual({});
    expect(Object.keys(refused.rejected)).toEqual(['a']);
    expect(unsyncedCount(refused)).toBe(1);
    const edited = noteLocalEntries(refused, [medicine('a', 'Corregida')], new Date(T11));
    expect(edited.rejected).toEqual({});
    expect(Object.keys(edited.pending)).toEqual(['a']);
  });
});

describe('advanceCursor', () => {
  it('keeps the latest instant, comparing times rather than text', () => {
    expect(advanceCursor(null, [])).toBeNull();
    expect(advanceCursor(T10, ['2026-11-23T09:30:00+00:00', '2026-11-23T10:30:00.5+00:00'])).toBe(
      '2026-11-23T10:30:00.5+00:00',
    );
  });
});
