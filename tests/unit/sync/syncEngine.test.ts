// The sync engine with the real supabase-js in Node against the Supabase-shaped test project (GoTrue
// + PostgREST over PGlite with the shipped migrations): two browsers of one member, another member,
// deletions, a data server that goes down and comes back, refused rows and first-sync adoption.
import { beforeEach, describe, expect, it } from 'vitest';
import { SYNC_STATE_KEY } from '../../../src/sync/syncStorage';
import { MemoryStorage } from '../../support/memoryStorage';
import { signInBrowser } from '../../support/syncBrowser';
import { supabaseTestProjectForFile } from '../../support/supabaseTestProject';

const losartan = { id: 'med-1', name: 'Losartán', dose: '50 mg', time: '08:00', taken: false };
const metformina = { id: 'med-2', name: 'Metformina', dose: '850 mg', time: '21:00', taken: false };
const weight = {
  id: 1763900000000,
  date: '2026-11-23',
  time: '09:15',
  type: 'weight',
  source: 'manual',
  vitals: { weight: 72.5, bmi: 24.1 },
};

const server = supabaseTestProjectForFile();
let clock: Date;

beforeEach(() => {
  clock = new Date('2026-11-23T10:00:00.000Z');
});

const signIn = (email: string, storage?: MemoryStorage) =>
  signInBrowser(server, email, { now: () => clock, ...(storage ? { storage } : {}) });

const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

describe('one member, two browsers', () => {
  it('brings what one browser added to the other, in the spec’s shapes', async () => {
    const phone = await signIn('ana@example.com');
    phone.write('vita365_medicines', [losartan]);
    phone.write('vita-measurements', [weight]);
    expect(phone.engine.noteLocalChanges()).toMatchObject({ status: 'pending', unsynced: 2 });
    expect(await phone.engine.sync()).toMatchObject({
      status: 'synced',
      unsynced: 0,
      failure: null,
    });

    const tablet = await signIn('ana@example.com');
    expect(await tablet.engine.sync()).toMatchObject({ status: 'synced' });
    expect(tablet.read('vita365_medicines')).toEqual([losartan]);
    expect(tablet.read('vita-measurements')).toEqual([weight]);
    expect(tablet.read('vita365_coverage')).toBeNull();
  });

  it('carries a deletion to the other browser and keeps no contents on the server', async () => {
    const phone = await signIn('ana@example.com');
    const tablet = await signIn('ana@example.com');
    phone.write('vita365_medicines', [losartan, metformina]);
    await phone.engine.sync();
    await tablet.engine.sync();
    tick(60_000);
    phone.write('vita365_medicines', [metformina]);
    await phone.engine.sync();
    await tablet.engine.sync();
    expect(tablet.read('vita365_medicines')).toEqual([metformina]);
    // The browsers' clock is days behind the server's: the deletion is dated on the server's time
    // (learned from the first push), after the first sync.
    const { rows } = await server.data.db.query<{ entry: unknown; deleted_at: Date; first: Date }>(
      `select entry, deleted_at,
              (select synced_at from public.medicines where id = 'med-2') as first
         from public.medicines where id = 'med-1'`,
    );
    expect(rows).toEqual([{ entry: null, deleted_at: expect.any(Date), first: expect.any(Date) }]);
    expect(rows[0]?.deleted_at.getTime()).toBeGreaterThan(rows[0]?.first.getTime() ?? Infinity);
  });

  it('keeps the newer of two edits made in both browsers while apart', async () => {
    const phone = await signIn('ana@example.com');
    const tablet = await signIn('ana@example.com');
    phone.write('vita365_medicines', [losartan]);
    await phone.engine.sync();
    await tablet.engine.sync();
    tablet.write('vita365_medicines', [{ ...losartan, dose: '25 mg' }]);
    tablet.engine.noteLocalChanges();
    tick(1_000);
    phone.write('vita365_medicines', [{ ...losartan, dose: '100 mg' }]);
    phone.engine.noteLocalChanges();
    await tablet.engine.sync();
    await phone.engine.sync();
    await tablet.engine.sync();
    expect(tablet.read('vita365_medicines')).toEqual([{ ...losartan, dose: '100 mg' }]);
    expect(phone.read('vita365_medicines')).toEqual([{ ...losartan, dose: '100 mg' }]);
  });

  it('round-trips every kind of member data', async () => {
    const values: Record<string, unknown> = {
      vita365_medicines: [losartan],
      vita365_appointments: [
        { id: 'c1', title: 'Cardiología', datetime: '2026-12-01T16:30', notes: '' },
      ],
      'vita-measurements': [weight],
      'vita-sleep-history': [
        {
          id: 's1',
          date: '2026-11-23T06:00:00.000Z',
          duracion_monitorizada: 400,
          '%_ronquido': 10,
          eventos_voz: 2,
          picos_ruido: 4,
          score_sueno: 88,
        },
      ],
      'vita-triage_events': [
        {
          id: 't1',
          user_id: 'x',
          test_id: 'syncope',
          answers: { palpitations: true },
          level: 'B',
          rationale: ['b_palpitations'],
          advice: 'Acude hoy.',
          created_at: '2026-11-23T09:00:00.000Z',
        },
      ],
      vita365_favorites: [
        {
          id: 'b1',
          category: 'breathing',
          title: 'Respiración cuadrada',
          slug: 'respiracion-cuadrada',
        },
      ],
      vita365_completed: ['b1', 'm2'],
      vita365_checked_items: { 'dieta-mediterranea': ['d1-desayuno'] },
    };
    const phone = await signIn('ana@example.com');
    for (const [key, value] of Object.entries(values)) phone.write(key, value);
    expect(await phone.engine.sync()).toMatchObject({ status: 'synced' });
    const tablet = await signIn('ana@example.com');
    await tablet.engine.sync();
    for (const [key, value] of Object.entries(values)) expect(tablet.read(key)).toEqual(value);
  });

  it('leaves the old coverage record on the phone: coverage uses are the server ledger’s (issue 40)', async () => {
    const phone = await signIn('ana@example.com');
    phone.write('vita365_coverage', { plomero: 1 });
    phone.write('vita365_medicines', [losartan]);
    const before = server.data.requests.length;
    expect(await phone.engine.sync()).toMatchObject({ status: 'synced', unsynced: 0 });
    expect(
      server.data.requests
        .slice(before)
        .filter((request) => request.path.includes('coverage_usage')),
    ).toEqual([]);
    expect(phone.read('vita365_coverage')).toEqual({ plomero: 1 });
  });

  it('forgets the bookkeeping of a table it no longer syncs, so its old changes count no more', async () => {
    const phone = await signIn('ana@example.com');
    await phone.engine.sync();
    const stored = JSON.parse(phone.storage.getItem(SYNC_STATE_KEY) ?? '{}') as {
      tables: Record<string, unknown>;
    };
    const coverageRow = {
      id: 'plomero',
      entry: 1,
      updatedAt: '2026-11-23T09:00:00.000Z',
      deletedAt: null,
    };
    stored.tables.coverage_usage = {
      cursor: null,
      known: {},
      pending: { plomero: coverageRow },
      rejected: {},
    };
    phone.storage.setItem(SYNC_STATE_KEY, JSON.stringify(stored));
    expect(phone.engine.report()).toMatchObject({ status: 'synced', unsynced: 0 });
    expect(await phone.engine.sync()).toMatchObject({ status: 'synced', unsynced: 0 });
    expect(phone.storage.getItem(SYNC_STATE_KEY)).not.toContain('coverage_usage');
  });
});

describe('members sharing a browser', () => {
  it('never shows one member’s data to the next, even when sign-out did not clear it', async () => {
    const shared = new MemoryStorage();
    const ana = await signIn('ana@example.com', shared);
    ana.write('vita365_medicines', [losartan]);
    await ana.engine.sync();

    const beto = await signIn('beto@example.com', shared);
    expect(await beto.engine.sync()).toMatchObject({ status: 'synced', unsynced: 0 });
    expect(beto.read('vita365_medicines')).toEqual([]);
    const anaId = ana.userId;
    const { rows } = await server.data.db.query(`select user_id, id from public.medicines`);
    expect(rows).toEqual([{ user_id: anaId, id: 'med-1' }]);
    expect((await beto.client.from('medicines').select('id')).data).toEqual([]);
  });

  it('empties the member’s values and bookkeeping on forget', async () => {
    const ana = await signIn('ana@example.com');
    ana.write('vita365_medicines', [losartan]);
    await ana.engine.sync();
    ana.engine.forget();
    expect(ana.read('vita365_medicines')).toEqual([]);
    expect(ana.storage.getItem(SYNC_STATE_KEY)).toBeNull();
    expect(JSON.stringify([...ana.storage.items.values()])).not.toContain('Losartán');
  });
});
