import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  compareVersions,
  fingerprint,
  normalizeInstant,
  stampAfter,
  type SyncRow,
} from '../../../src/domain/sync/syncMerge';
import { mergeRows, newerRow, rowsToPush } from '../../support/syncRows';

const live = (id: string, updatedAt: string, entry: unknown = { id }): SyncRow => ({
  id,
  entry,
  updatedAt,
  deletedAt: null,
});
const gone = (id: string, at: string): SyncRow => ({
  id,
  entry: null,
  updatedAt: at,
  deletedAt: at,
});

const T9 = '2026-11-23T09:00:00.000Z';
const T10 = '2026-11-23T10:00:00.000Z';
const T11 = '2026-11-23T11:00:00.000Z';

describe('canonical JSON and fingerprints', () => {
  it('read the same whatever the key order, as Postgres reorders jsonb keys', () => {
    const a = { name: 'Losartán', dose: '50 mg', nested: { b: 1, a: [2, { d: 1, c: 0 }] } };
    const b = { nested: { a: [2, { c: 0, d: 1 }], b: 1 }, dose: '50 mg', name: 'Losartán' };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(fingerprint(a)).toBe(fingerprint(b));
  });

  it('change with any edit, including one character or a boolean', () => {
    const medicine = { id: 'm', name: 'A', dose: '5 mg', time: '08:00', taken: false };
    expect(fingerprint({ ...medicine, taken: true })).not.toBe(fingerprint(medicine));
    expect(fingerprint({ ...medicine, dose: '5 mG' })).not.toBe(fingerprint(medicine));
    expect(fingerprint({ ...medicine, extra: undefined })).toBe(fingerprint(medicine));
  });
});

describe('which version wins', () => {
  it('is the later change', () => {
    expect(newerRow(live('a', T10), live('a', T11, 'x'))).toEqual(live('a', T11, 'x'));
    expect(compareVersions(live('a', T9), live('a', T10))).toBeLessThan(0);
  });

  it('reads Postgres timestamps and ISO instants alike', () => {
    expect(compareVersions(live('a', '2026-11-23T10:00:00+00:00'), live('a', T10))).toBe(0);
    expect(normalizeInstant('2026-11-23T10:00:00.5+00:00')).toBe('2026-11-23T10:00:00.500Z');
    expect(() => normalizeInstant('ayer')).toThrow(RangeError);
  });

  it('at the same instant is the deletion, so an equally old copy never brings an entry back', () => {
    expect(newerRow(live('a', T10), gone('a', T10))).toEqual(gone('a', T10));
    expect(newerRow(gone('a', T10), live('a', T10))).toEqual(gone('a', T10));
  });

  it('at the same instant and both live is decided by content, the same on every device', () => {
    const x = live('a', T10, { n: 1 });
    const y = live('a', T10, { n: 2 });
    expect(newerRow(x, y)).toBe(newerRow(y, x));
  });
});

describe('mergeRows', () => {
  it('keeps each id once with its newer version, local order first', () => {
    const local = [live('b', T10), live('a', T11), gone('c', T10)];
    const remote = [live('a', T10), live('c', T9), live('d', T9), gone('b', T11)];
    expect(mergeRows(local, remote)).toEqual([
      gone('b', T11),
      live('a', T11),
      gone('c', T10),
      live('d', T9),
    ]);
  });

  it('lets a newer live row replace a deletion (the entry was added again later)', () => {
    expect(mergeRows([gone('a', T10)], [live('a', T11)])).toEqual([live('a', T11)]);
  });
});

describe('rowsToPush', () => {
  it('is what the server lacks or holds in an older version', () => {
    const remote = [live('a', T10), live('b', T11), gone('c', T10)];
    const merged = mergeRows([live('a', T11), live('b', T10), live('d', T9)], remote);
    expect(rowsToPush(merged, remote)).toEqual([live('a', T11), live('d', T9)]);
  });
});

describe('stampAfter', () => {
  it('is now, or one millisecond after the version changed when this clock is behind', () => {
    expect(stampAfter(new Date(T11), T10)).toBe(T11);
    expect(stampAfter(new Date(T9), T10)).toBe('2026-11-23T10:00:00.001Z');
    expect(stampAfter(new Date(T9), undefined)).toBe(T9);
  });
});
