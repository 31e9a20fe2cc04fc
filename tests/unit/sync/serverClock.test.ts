// The client side of "the server orders writes by its own clock": the offset learned from the
// server's stamps, and a pushed row whose stamp the server brought back taken as the browser's version.
import { describe, expect, it } from 'vitest';
import type { SyncRow } from '../../../src/domain/sync/syncMerge';
import {
  applyRemoteRows,
  confirmPushed,
  emptyTableState,
  noteLocalEntries,
} from '../../../src/domain/sync/syncState';
import { CLOCK_TOLERANCE_MS, serverClockOffset } from '../../../src/sync/serverClock';

const server = '2026-11-26T12:00:00.000Z';
const entry = { id: 'm1', name: 'Losartán', dose: '50 mg', time: '08:00', taken: false };

describe('serverClockOffset', () => {
  it('is the server minus the device, from the latest stamp', () => {
    const deviceAYearAhead = new Date(Date.parse(server) + 365 * 86_400_000);
    expect(serverClockOffset(['2026-11-26T11:59:00.000Z', server], deviceAYearAhead)).toBe(
      -365 * 86_400_000,
    );
  });

  it('ignores a difference within the tolerance, and says nothing without stamps', () => {
    const close = new Date(Date.parse(server) + CLOCK_TOLERANCE_MS);
    expect(serverClockOffset([server], close)).toBe(0);
    expect(serverClockOffset([], close)).toBeNull();
    expect(serverClockOffset(['not a date'], close)).toBeNull();
  });
});

describe('a phone whose clock runs a year ahead', () => {
  const future = new Date('2027-11-26T12:00:00.000Z');

  it('takes the stamp the server stored, so its change does not look newer than a later edit', () => {
    const noted = noteLocalEntries(emptyTableState(), [{ id: 'm1', entry }], future);
    const pushed = Object.values(noted.pending);
    const stored: SyncRow[] = [{ id: 'm1', entry, updatedAt: server, deletedAt: null }];
    const confirmed = confirmPushed(noted, pushed, stored);
    expect(confirmed.pending).toEqual({});
    expect(confirmed.known.m1?.updatedAt).toBe(server);

    // Another phone, on the right time, edits the medicine a minute later.
    const later: SyncRow = {
      id: 'm1',
      entry: { ...entry, dose: '100 mg' },
      updatedAt: '2026-11-26T12:01:00.000Z',
      deletedAt: null,
    };
    const pulled = applyRemoteRows(confirmed, [{ id: 'm1', entry }], [later]);
    expect(pulled.entries).toEqual([{ id: 'm1', entry: later.entry }]);
    expect(pulled.state.pending).toEqual({});
  });

  it('without the server’s stamp would push its old change again over the later edit', () => {
    const noted = noteLocalEntries(emptyTableState(), [{ id: 'm1', entry }], future);
    const confirmed = confirmPushed(noted, Object.values(noted.pending));
    const later: SyncRow = {
      id: 'm1',
      entry: { ...entry, dose: '100 mg' },
      updatedAt: '2026-11-26T12:01:00.000Z',
      deletedAt: null,
    };
    const pulled = applyRemoteRows(confirmed, [{ id: 'm1', entry }], [later]);
    expect(Object.keys(pulled.state.pending)).toEqual(['m1']);
  });

  it('keeps the stamps it pushed when the server stored them as sent', () => {
    const now = new Date(server);
    const noted = noteLocalEntries(emptyTableState(), [{ id: 'm1', entry }], now);
    const pushed = Object.values(noted.pending);
    const confirmed = confirmPushed(noted, pushed, pushed);
    expect(confirmed.known).toEqual(noted.known);
  });
});
