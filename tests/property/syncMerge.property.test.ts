// Properties of the sync rules: merging is idempotent, commutative and associative (so the order in
// which devices and the server meet does not matter), a deletion is never undone by an older or
// equally old row, and two devices editing offline and syncing in any order end up with the same
// entries as the server, each id at its newest version.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  compareVersions,
  type LocalEntry,
  type SyncRow,
} from '../../src/domain/sync/syncMerge';
import { mergeRows, rowsToPush } from '../support/syncRows';
import {
  applyRemoteRows,
  confirmPushed,
  emptyTableState,
  noteLocalEntries,
  type TableSyncState,
} from '../../src/domain/sync/syncState';

const BASE = Date.parse('2026-11-23T10:00:00.000Z');
// Few ids, instants and contents, so that clashes and ties are common.
const id = fc.constantFrom('a', 'b', 'c');
const instant = fc.integer({ min: 0, max: 4 }).map((ms) => new Date(BASE + ms).toISOString());
const row: fc.Arbitrary<SyncRow> = fc.oneof(
  fc.record({
    id,
    entry: fc.record({ n: fc.integer({ min: 0, max: 2 }) }),
    updatedAt: instant,
    deletedAt: fc.constant(null),
  }),
  fc
    .tuple(id, instant)
    .map(([rowId, at]) => ({ id: rowId, entry: null, updatedAt: at, deletedAt: at })),
);
const rows = fc.array(row, { maxLength: 8 });

/** Rows by id, each compared by its full content. */
const byId = (list: readonly SyncRow[]) =>
  Object.fromEntries(mergeRows(list, []).map((r) => [r.id, canonicalJson(r)]));

describe('mergeRows', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(rows, rows, (a, b) => {
        expect(byId(mergeRows(a, a))).toEqual(byId(a));
        expect(byId(mergeRows(mergeRows(a, b), b))).toEqual(byId(mergeRows(a, b)));
      }),
    );
  });

  it('is commutative and associative by id', () => {
    fc.assert(
      fc.property(rows, rows, rows, (a, b, c) => {
        expect(byId(mergeRows(a, b))).toEqual(byId(mergeRows(b, a)));
        expect(byId(mergeRows(mergeRows(a, b), c))).toEqual(byId(mergeRows(a, mergeRows(b, c))));
      }),
    );
  });

  it('never lets a row as old as or older than a deletion bring the entry back', () => {
    fc.assert(
      fc.property(rows, rows, (a, b) => {
        const merged = new Map(mergeRows(a, b).map((r) => [r.id, r]));
        for (const deletion of [...a, ...b].filter((r) => r.deletedAt !== null)) {
          const kept = merged.get(deletion.id);
          if (kept?.deletedAt === null)
            expect(Date.parse(kept.updatedAt)).toBeGreaterThan(Date.parse(deletion.updatedAt));
        }
      }),
    );
  });

  it('pushing rowsToPush brings the server to the merged rows, with nothing left to push', () => {
    fc.assert(
      fc.property(rows, rows, (local, remoteRows) => {
        const remote = mergeRows(remoteRows, []);
        const merged = mergeRows(local, remote);
        const after = mergeRows(remote, rowsToPush(merged, remote));
        expect(byId(after)).toEqual(byId(merged));
        expect(rowsToPush(merged, after)).toEqual([]);
      }),
    );
  });
});

// Two devices and a server that applies the tables' write guard (the migration's trigger).
type Op =
  | { kind: 'edit'; device: 0 | 1; id: string; n: number }
  | { kind: 'delete'; device: 0 | 1; id: string }
  | { kind: 'pull'; device: 0 | 1 }
  | { kind: 'push'; device: 0 | 1 }
  | { kind: 'tick'; device: 0 | 1; ms: number };

const device = fc.constantFrom<0 | 1>(0, 1);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('edit' as const), device, id, n: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant('delete' as const), device, id }),
  fc.record({ kind: fc.constant('pull' as const), device }),
  fc.record({ kind: fc.constant('push' as const), device }),
  fc.record({ kind: fc.constant('tick' as const), device, ms: fc.integer({ min: 0, max: 3 }) }),
);

function serverAccepts(stored: SyncRow | undefined, incoming: SyncRow): boolean {
  if (!stored) return true;
  const byTime = Date.parse(incoming.updatedAt) - Date.parse(stored.updatedAt);
  return (
    byTime > 0 || (byTime === 0 && !(stored.deletedAt !== null && incoming.deletedAt === null))
  );
}

interface Device {
  entries: LocalEntry[];
  state: TableSyncState;
  clock: number;
}

describe('two devices syncing through the server', () => {
  it('converge on the server’s rows, each id at the newest version either made', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), fc.integer({ min: -3, max: 3 }), (ops, skew) => {
        const server = new Map<string, SyncRow>();
        const made: SyncRow[] = [];
        const devices: Device[] = [0, skew].map((offset) => ({
          entries: [],
          state: emptyTableState(),
          clock: BASE + offset,
        }));
        // Notes the device's changes; every new version must beat the one it replaces.
        const note = (d: Device) => {
          const before = d.state.known;
          d.state = noteLocalEntries(d.state, d.entries, new Date(d.clock));
          for (const r of Object.values(d.state.pending)) {
            const previous = before[r.id];
            if (previous && d.state.known[r.id] !== previous)
              expect(Date.parse(r.updatedAt)).toBeGreaterThan(Date.parse(previous.updatedAt));
          }
          made.push(...Object.values(d.state.pending));
        };
        const pull = (d: Device) => {
          note(d);
          const pulled = applyRemoteRows(d.state, d.entries, [...server.values()]);
          d.state = pulled.state;
          d.entries = pulled.entries;
        };
        // Pushes may come late: another device may have pushed since this one pulled.
        const push = (d: Device) => {
          note(d);
          const pushed = Object.values(d.state.pending);
          for (const r of pushed) if (serverAccepts(server.get(r.id), r)) server.set(r.id, r);
          d.state = confirmPushed(d.state, pushed);
        };
        for (const step of ops) {
          const d = devices[step.device] as Device;
          if (step.kind === 'tick') d.clock += step.ms;
          else if (step.kind === 'pull') pull(d);
          else if (step.kind === 'push') push(d);
          else if (step.kind === 'delete') d.entries = d.entries.filter((e) => e.id !== step.id);
          else {
            const entry = { id: step.id, entry: { id: step.id, n: step.n } };
            const at = d.entries.findIndex((e) => e.id === step.id);
            if (at < 0) d.entries.push(entry);
            else d.entries[at] = entry;
          }
        }
        for (const d of [devices[0], devices[1], devices[0], devices[1]] as Device[]) {
          pull(d);
          push(d);
        }

        const live = [...server.values()].filter((r) => r.deletedAt === null);
        const expected = Object.fromEntries(live.map((r) => [r.id, canonicalJson(r.entry)]));
        for (const d of devices) {
          expect(Object.fromEntries(d.entries.map((e) => [e.id, canonicalJson(e.entry)]))).toEqual(
            expected,
          );
          expect(d.state.pending).toEqual({});
        }
        for (const r of server.values()) {
          const newest = made
            .filter((m) => m.id === r.id)
            .reduce((a, b) => (compareVersions(b, a) > 0 ? b : a));
          expect(compareVersions(r, newest)).toBe(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});
