// Two devices syncing through a server that dates no change after its own clock (the member-data
// guard of supabase/migrations/*_member_data_server_clock.sql), one device's clock possibly a year
// ahead. Whatever the order of edits, pulls and pushes, both devices end with the server's rows, no
// change left to push, and no stored stamp later than the server's clock when it was stored.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, type LocalEntry, type SyncRow } from '../../src/domain/sync/syncMerge';
import {
  applyRemoteRows,
  confirmPushed,
  emptyTableState,
  noteLocalEntries,
  type TableSyncState,
} from '../../src/domain/sync/syncState';

const BASE = Date.parse('2026-11-26T10:00:00.000Z');
const YEAR_MS = 365 * 86_400_000;
const id = fc.constantFrom('a', 'b', 'c');

type Op =
  | { kind: 'edit'; device: 0 | 1; id: string; n: number }
  | { kind: 'delete'; device: 0 | 1; id: string }
  | { kind: 'pull'; device: 0 | 1 }
  | { kind: 'push'; device: 0 | 1 }
  | { kind: 'tick'; ms: number };

const device = fc.constantFrom<0 | 1>(0, 1);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('edit' as const), device, id, n: fc.integer({ min: 0, max: 2 }) }),
  fc.record({ kind: fc.constant('delete' as const), device, id }),
  fc.record({ kind: fc.constant('pull' as const), device }),
  fc.record({ kind: fc.constant('push' as const), device }),
  fc.record({ kind: fc.constant('tick' as const), ms: fc.integer({ min: 0, max: 3 }) }),
);

interface Device {
  entries: LocalEntry[];
  state: TableSyncState;
  skew: number;
}

/** The guard: stamps brought back to the server's clock, older writes skipped. */
function store(server: Map<string, SyncRow>, incoming: SyncRow, now: number): SyncRow | null {
  const clamp = (at: string) => new Date(Math.min(Date.parse(at), now)).toISOString();
  const row: SyncRow = {
    ...incoming,
    updatedAt: clamp(incoming.updatedAt),
    deletedAt: incoming.deletedAt === null ? null : clamp(incoming.deletedAt),
  };
  const held = server.get(row.id);
  if (held) {
    const byTime = Date.parse(row.updatedAt) - Date.parse(held.updatedAt);
    if (byTime < 0 || (byTime === 0 && held.deletedAt !== null && row.deletedAt === null))
      return null;
  }
  server.set(row.id, row);
  return row;
}

describe('two devices and a server that orders writes by its clock', () => {
  it('converge on the server’s rows, with no stamp after the server’s clock', () => {
    fc.assert(
      fc.property(
        fc.array(op, { maxLength: 40 }),
        fc.constantFrom(0, 2, -2, YEAR_MS),
        (ops, skew) => {
          const server = new Map<string, SyncRow>();
          let clock = BASE;
          const devices: Device[] = [0, skew].map((offset) => ({
            entries: [],
            state: emptyTableState(),
            skew: offset,
          }));
          const note = (d: Device) => {
            d.state = noteLocalEntries(d.state, d.entries, new Date(clock + d.skew));
          };
          const pull = (d: Device) => {
            note(d);
            const pulled = applyRemoteRows(d.state, d.entries, [...server.values()]);
            d.state = pulled.state;
            d.entries = pulled.entries;
          };
          const push = (d: Device) => {
            note(d);
            const pushed = Object.values(d.state.pending);
            const stored = pushed.flatMap((r) => {
              const kept = store(server, r, clock);
              return kept ? [kept] : [];
            });
            for (const r of stored) expect(Date.parse(r.updatedAt)).toBeLessThanOrEqual(clock);
            d.state = confirmPushed(d.state, pushed, stored);
          };
          for (const step of ops) {
            if (step.kind === 'tick') {
              clock += step.ms;
              continue;
            }
            const d = devices[step.device] as Device;
            if (step.kind === 'pull') pull(d);
            else if (step.kind === 'push') push(d);
            else if (step.kind === 'delete') d.entries = d.entries.filter((e) => e.id !== step.id);
            else {
              const entry = { id: step.id, entry: { id: step.id, n: step.n } };
              const at = d.entries.findIndex((e) => e.id === step.id);
              if (at < 0) d.entries.push(entry);
              else d.entries[at] = entry;
            }
          }
          // The server's clock moves on between the final rounds, as it does between requests.
          for (const d of [devices[0], devices[1], devices[0], devices[1]] as Device[]) {
            clock += 1;
            pull(d);
            push(d);
          }
          const live = [...server.values()].filter((r) => r.deletedAt === null);
          const expected = Object.fromEntries(live.map((r) => [r.id, canonicalJson(r.entry)]));
          for (const d of devices) {
            expect(
              Object.fromEntries(d.entries.map((e) => [e.id, canonicalJson(e.entry)])),
            ).toEqual(expected);
            expect(d.state.pending).toEqual({});
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
