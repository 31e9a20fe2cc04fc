// The registry of member data, checked entry by entry: whatever a kind declares, persistence, the
// data file, its restore, clearing the phone and hosted sync follow from that declaration alone.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildBackup, planRestore, restoreSummary } from '../../../src/domain/backup/backup';
import { backupValues, clearPhoneData, memberBackup } from '../../../src/state/backupRestore';
import { restoreSummaryWords } from '../../../src/state/backupWords';
import { backedUpKinds, hostedKinds, memberData } from '../../../src/state/memberData';
import { memberDataKind } from '../../../src/state/memberDataKind';
import { versionKeyOf } from '../../../src/state/persistedSlice';
import { startPersistence, stopPersistence } from '../../../src/state/persistence';
import { memberDataTables, schemaChecks } from '../../../src/sync/syncTables';
import { MEMBER_TABLES } from '../../support/memberDatabase';
import { flushSubscriptions, MemoryStorage } from '../../support/memoryStorage';

const member = { email: 'ana.lopez@example.com', cardId: 'VITA-7C1E3A52' };
const now = new Date('2026-03-10T15:00:00Z');
const backupSchema = JSON.parse(readFileSync('schemas/storage/backup.schema.json', 'utf8')) as {
  properties: { data: { properties: Record<string, unknown> } };
};

let storage: MemoryStorage;

beforeEach(() => {
  for (const kind of memberData) kind.slice().state.value = kind.initial();
  storage = new MemoryStorage();
  startPersistence({ storage, addStorageListener: () => () => undefined });
});

afterEach(() => stopPersistence());

describe('every kind of member data in the registry', () => {
  it('has a key of its own, the spec’s keys as they were', () => {
    expect(memberData.map((kind) => kind.key)).toEqual([
      'vita365_medicines',
      'vita365_appointments',
      'vita-measurements',
      'vita-sleep-history',
      'vita-triage_events',
      'vita365_coverage',
      'vita365_favorites',
      'vita365_completed',
      'vita365_checked_items',
      'vita365_body_profile',
      'vita365_payments',
      'vita365_sleep_session',
      'vita365_reminders_fired',
    ]);
  });

  it.each(memberData.map((kind) => [kind.key, kind] as const))(
    '%s: its slice is made from its declaration and persists under its key',
    async (key, kind) => {
      const slice = kind.slice();
      expect(slice.key).toBe(key);
      expect(slice.label).toBe(kind.label);
      expect(slice.validate).toBe(kind.validate);
      expect(kind.validate(kind.initial())).toBe(true);
      // A stored value in the current version loads back as it is.
      storage.setItem(key, JSON.stringify(slice.state.value));
      if (kind.version !== 1) storage.setItem(versionKeyOf(key), String(kind.version));
      expect(slice.connect(storage, () => undefined)).toBe('loaded');
      await flushSubscriptions();
    },
  );

  it.each(memberData.map((kind) => [kind.key, kind] as const))(
    '%s: clearing this phone leaves what a new member has',
    (_key, kind) => {
      clearPhoneData();
      expect(kind.slice().state.value).toEqual(kind.initial());
    },
  );

  it('shares data only with a merge rule, which says how two copies combine', () => {
    for (const kind of memberData)
      expect(kind.merge !== undefined).toBe(kind.backup !== undefined || kind.hosted !== undefined);
  });

  it('is in the data file exactly when it says so, under its key in the format’s schema', () => {
    const keys = backedUpKinds().map((kind) => kind.key);
    expect(keys.toSorted()).toEqual(
      Object.keys(backupSchema.properties.data.properties).toSorted(),
    );
    const values = Object.fromEntries(backedUpKinds().map((kind) => [kind.key, kind.initial()]));
    expect(Object.keys(buildBackup(backedUpKinds(), values, member, now).data)).toEqual(keys);
    expect(Object.keys(memberBackup(member, now).file.data)).toEqual(keys);
    expect(Object.keys(backupValues())).toEqual(keys);
  });

  it('is synced exactly when it names a hosted table, one of the migration’s tables', () => {
    const tables = memberDataTables();
    // coverage_usage is read-only for members since issue 40: coverage uses are the server's ledger.
    const written = MEMBER_TABLES.filter((name) => name !== 'coverage_usage');
    expect(tables.map((table) => table.table)).toEqual(written);
    expect(tables.map((table) => table.storageKey)).toEqual(hostedKinds().map((kind) => kind.key));
    for (const [index, kind] of hostedKinds().entries())
      expect(tables[index]?.fromRows([])).toEqual(kind.initial());
    expect(Object.keys(schemaChecks())).toEqual(written);
  });
});

describe('adding a kind of data', () => {
  interface Note {
    readonly id: string;
    readonly text: string;
    readonly editedAt: string;
  }
  const isNote = (value: unknown): value is Note =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Note).id === 'string' &&
    typeof (value as Note).text === 'string';
  /** The one entry a new kind needs: nothing else below is told about notes. */
  const notes = memberDataKind<Note[]>({
    key: 'vita365_notes',
    schema: 'note',
    label: 'tus notas',
    version: 2,
    validate: (value): value is Note[] => Array.isArray(value) && value.every(isNote),
    initial: () => [],
    merge: { kind: 'entries', identity: 'id', recency: ['editedAt'] },
    backup: {},
    hosted: { table: 'notes' },
  });
  const registry = [...memberData, notes];
  const note = (id: string, text: string, editedAt: string): Note => ({ id, text, editedAt });

  it('is persisted under its key and version', async () => {
    notes.slice().state.value = [note('n1', 'Pedir cita', '2026-03-01T10:00:00.000Z')];
    await flushSubscriptions();
    expect(storage.json('vita365_notes')).toEqual([
      note('n1', 'Pedir cita', '2026-03-01T10:00:00.000Z'),
    ]);
    expect(storage.getItem('vita365_notes__version')).toBe('2');
  });

  it('goes into the data file and is restored by its merge rule, named in the summary', () => {
    const rules = backedUpKinds(registry);
    const file = buildBackup(
      rules,
      {
        vita365_notes: [
          note('n1', 'Pedir cita (editada)', '2026-03-02T10:00:00.000Z'),
          note('n2', 'Comprar vitaminas', '2026-03-02T10:00:00.000Z'),
        ],
      },
      member,
      now,
    );
    const plan = planRestore(
      rules,
      { vita365_notes: [note('n1', 'Pedir cita', '2026-03-01T10:00:00.000Z')] },
      file,
    );
    expect(plan.values.vita365_notes).toEqual(file.data.vita365_notes);
    const words = {
      ...restoreSummaryWords('future'),
      amount: (_key: string, count: number) => `${count} ${count === 1 ? 'nota' : 'notas'}`,
    };
    expect(restoreSummary(plan, words)).toBe('Se agregará 1 nota; se actualizará 1 nota.');
  });

  it('has a hosted table whose rows make the value again, and pulled entries checked', () => {
    const table = memberDataTables({}, registry).at(-1);
    expect(table?.table).toBe('notes');
    expect(table?.storageKey).toBe('vita365_notes');
    const value = [note('n1', 'Pedir cita', '2026-03-01T10:00:00.000Z')];
    const rows = table?.toRows(value) ?? [];
    expect(rows).toEqual([{ id: 'n1', entry: value[0] }]);
    expect(table?.fromRows(rows)).toEqual(value);
    const accepts = schemaChecks(registry).notes;
    expect(accepts?.(value[0])).toBe(true);
    expect(accepts?.({ id: 'n2' })).toBe(false);
  });
});
