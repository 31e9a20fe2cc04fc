// How each kind of member data splits into rows and comes back whole, and where the sync engine
// reads and writes it.
import { describe, expect, it } from 'vitest';
import { createPersistedSlice } from '../../../src/state/persistedSlice';
import { isSyncMeta } from '../../../src/sync/isSyncMeta';
import { SYNC_STATE_KEY, sliceLocalData, storageMetaStore } from '../../../src/sync/syncStorage';
import { bodyProfileData } from '../../../src/state/bodyProfile';
import { storageLocalData } from '../../support/syncBrowser';
import {
  memberDataTables,
  schemaChecks,
  syncTableOf,
  type SyncTable,
} from '../../../src/sync/syncTables';
import { MEMBER_TABLES } from '../../support/memberDatabase';
import { sampleRows } from '../../support/memberDataSamples';
import { MemoryStorage, flushSubscriptions } from '../../support/memoryStorage';

/** The tables the app syncs: coverage_usage is read-only for members since issue 40. */
const SYNCED_TABLES = MEMBER_TABLES.filter((name) => name !== 'coverage_usage');

const tables = new Map(memberDataTables().map((table) => [table.table, table]));
const table = (name: string): SyncTable => {
  const found = tables.get(name);
  if (!found) throw new Error(name);
  return found;
};

describe('memberDataTables', () => {
  it('covers every table members write, each with its spec storage key', () => {
    expect([...tables.keys()]).toEqual(SYNCED_TABLES);
    expect(tables.has('coverage_usage')).toBe(false);
    expect([...tables.values()].map((t) => t.storageKey)).toEqual([
      'vita365_medicines',
      'vita365_appointments',
      'vita-measurements',
      'vita-sleep-history',
      'vita-triage_events',
      'vita365_favorites',
      'vita365_completed',
      'vita365_checked_items',
    ]);
  });

  it('gives each table’s sample entry the id and entry the migration’s checks expect', () => {
    const values: Record<string, unknown> = {
      medicines: [sampleRows.medicines.entry],
      appointments: [sampleRows.appointments.entry],
      measurements: [sampleRows.measurements.entry],
      sleep_summaries: [sampleRows.sleep_summaries.entry],
      triage_events: [sampleRows.triage_events.entry],
      wellness_favorites: [sampleRows.wellness_favorites.entry],
      wellness_completed: ['b1'],
      wellness_checked: { 'dieta-antiinflamatoria': ['d1-desayuno', 'd2-cena'] },
    };
    for (const name of SYNCED_TABLES) {
      const rows = table(name).toRows(values[name]);
      expect(rows).toEqual([sampleRows[name]]);
      expect(table(name).fromRows(rows)).toEqual(values[name]);
    }
  });

  it('reads what it cannot use as no rows rather than failing', () => {
    for (const name of SYNCED_TABLES) {
      for (const odd of [undefined, null, 'texto', 42, { a: 'b' }, [null, 3, 'x']])
        expect(() => table(name).toRows(odd)).not.toThrow();
    }
    expect(table('medicines').toRows([{ name: 'sin id' }, { id: '' }])).toEqual([]);
    expect(table('wellness_checked').toRows({ a: 'dos', b: ['x', 3] })).toEqual([
      { id: 'b', entry: ['x'] },
    ]);
  });

  it('gives the empty value for no rows', () => {
    expect(SYNCED_TABLES.map((name) => table(name).fromRows([]))).toEqual([
      [],
      [],
      [],
      [],
      [],
      [],
      [],
      {},
    ]);
  });

  it('passes the storage schemas’ checks on to the tables they name', () => {
    const check = (entry: unknown) => entry !== null;
    const [medicines, appointments] = memberDataTables({ medicines: check });
    expect(medicines?.accepts).toBe(check);
    expect(appointments?.accepts).toBeUndefined();
  });

  it('checks a pulled entry against its kind’s storage schema, as the value’s one entry', () => {
    const checks = schemaChecks();
    const medicine = sampleRows.medicines.entry as Record<string, unknown>;
    expect(checks.medicines?.(medicine)).toBe(true);
    expect(checks.medicines?.({ ...medicine, time: '8 de la mañana' })).toBe(false);
    expect(checks.coverage_usage).toBeUndefined();
    expect(checks.wellness_checked?.(['d1-desayuno'])).toBe(true);
    // The histories keep entries they cannot read (they are skipped when shown), as before.
    expect(checks.measurements?.({ type: 'glucosa' })).toBe(true);
  });

  it('has no rows for a kind that is one value', () => {
    expect(() =>
      syncTableOf({ ...bodyProfileData, merge: { kind: 'value' }, hosted: { table: 'tallas' } }),
    ).toThrow(/vita365_body_profile/);
  });
});

describe('where the engine reads and writes', () => {
  it('keeps its bookkeeping under vita365_sync with a version key, and forgets it', () => {
    const storage = new MemoryStorage();
    const store = storageMetaStore(storage);
    const meta = { owner: 'u', tables: {}, retry: { attempts: 0, nextTryAt: null } };
    expect(store.read()).toBeUndefined();
    store.write(meta);
    expect(storage.getItem(`${SYNC_STATE_KEY}__version`)).toBe('1');
    expect(store.read()).toEqual(meta);
    expect(isSyncMeta(store.read())).toBe(true);
    storage.setItem(`${SYNC_STATE_KEY}__version`, '2');
    expect(store.read()).toBeUndefined();
    store.clear();
    expect([...storage.items.keys()]).toEqual([]);
  });

  it('refuses bookkeeping of the wrong shape', () => {
    expect(isSyncMeta({ owner: 'u', tables: { medicines: { known: {} } }, retry: {} })).toBe(false);
    expect(isSyncMeta('{}')).toBe(false);
  });

  it('reads values from storage as JSON, and unreadable ones as none', () => {
    const storage = new MemoryStorage();
    const local = storageLocalData(storage);
    local.write('vita365_completed', ['b1']);
    expect(local.read('vita365_completed')).toEqual(['b1']);
    storage.setItem('vita365_completed', '{roto');
    expect(local.read('vita365_completed')).toBeUndefined();
    expect(local.read('vita365_favorites')).toBeUndefined();
  });

  it('reads and writes through persisted slices, which store the value themselves', async () => {
    const storage = new MemoryStorage();
    const slice = createPersistedSlice<string[]>({
      key: 'vita365_completed',
      label: 'tus actividades completadas',
      version: 1,
      validate: (value): value is string[] => Array.isArray(value),
      initial: () => [],
    });
    slice.connect(storage, () => undefined);
    const local = sliceLocalData([slice]);
    local.write('vita365_completed', ['b1', 'b2']);
    expect(local.read('vita365_completed')).toEqual(['b1', 'b2']);
    await flushSubscriptions();
    expect(storage.getItem('vita365_completed')).toBe('["b1","b2"]');
    expect(local.read('vita365_favorites')).toBeUndefined();
    slice.disconnect();
  });
});
