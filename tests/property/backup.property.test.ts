import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildBackup,
  planRestore,
  type BackupSliceRule,
  type SliceValues,
} from '../../src/domain/backup/backup';

interface Entry {
  readonly id: string;
  readonly note: string;
  readonly updated_at?: string;
}

const rules: readonly BackupSliceRule[] = [
  {
    key: 'entries',
    merge: { kind: 'entries', identity: 'id', recency: ['updated_at'] },
    backup: {},
  },
  { key: 'counts', merge: { kind: 'counts' }, backup: {} },
  { key: 'ids', merge: { kind: 'idSet' }, backup: {} },
  { key: 'checked', merge: { kind: 'idSetMap' }, backup: {} },
  { key: 'height', merge: { kind: 'value' }, backup: {} },
];

const id = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
const entry: fc.Arbitrary<Entry> = fc.record(
  {
    id,
    note: fc.string({ maxLength: 4 }),
    updated_at: fc
      .integer({ min: 0, max: 5 })
      .map((day) => new Date(Date.UTC(2026, 0, day + 1)).toISOString()),
  },
  { requiredKeys: ['id', 'note'] },
);
const entries = fc.uniqueArray(entry, { selector: (e) => e.id, maxLength: 6 });
const slices: fc.Arbitrary<SliceValues> = fc.record(
  {
    entries,
    counts: fc.dictionary(id, fc.nat({ max: 9 }), { maxKeys: 4 }),
    ids: fc.uniqueArray(id, { maxLength: 6 }),
    checked: fc.dictionary(id, fc.uniqueArray(id, { maxLength: 3 }), { maxKeys: 3 }),
    height: fc.integer({ min: 50, max: 220 }),
  },
  { requiredKeys: [] },
);

const member = { email: 'ana@example.com', cardId: 'VITA-1' };
const now = new Date('2026-11-23T12:00:00Z');
const restore = (current: SliceValues, file: SliceValues): SliceValues => ({
  ...current,
  ...planRestore(rules, current, buildBackup(rules, file, member, now)).values,
});

describe('restoring a data file', () => {
  it('into an empty phone gives back exactly the slices that were exported', () => {
    fc.assert(
      fc.property(slices, (values) => {
        expect(restore({}, values)).toEqual(values);
      }),
    );
  });

  it('twice is the same as once', () => {
    fc.assert(
      fc.property(slices, slices, (phone, file) => {
        const once = restore(phone, file);
        expect(restore(once, file)).toEqual(once);
        const plan = planRestore(rules, once, buildBackup(rules, file, member, now));
        expect(plan.changes).toEqual([]);
      }),
    );
  });

  it('never removes an entry, and never changes one whose id is not in the file', () => {
    fc.assert(
      fc.property(slices, slices, (phone, file) => {
        const after = restore(phone, file);
        const fileIds = new Set(((file.entries ?? []) as Entry[]).map((e) => e.id));
        const afterEntries = (after.entries ?? []) as Entry[];
        for (const local of (phone.entries ?? []) as Entry[]) {
          const kept = afterEntries.find((e) => e.id === local.id);
          expect(kept).toBeDefined();
          if (!fileIds.has(local.id)) expect(kept).toEqual(local);
        }
        for (const [key, count] of Object.entries((phone.counts ?? {}) as Record<string, number>))
          expect((after.counts as Record<string, number>)[key]).toBeGreaterThanOrEqual(count);
        for (const kept of (phone.ids ?? []) as string[]) expect(after.ids).toContain(kept);
        const afterChecked = (after.checked ?? {}) as Record<string, string[]>;
        for (const [key, ids] of Object.entries((phone.checked ?? {}) as Record<string, string[]>))
          for (const kept of ids) expect(afterChecked[key]).toContain(kept);
        if (phone.height !== undefined) expect(after.height).toBe(phone.height);
      }),
    );
  });
});
