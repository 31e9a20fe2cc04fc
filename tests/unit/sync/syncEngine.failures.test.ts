// The sync engine when things go wrong, with the real supabase-js against the Supabase-shaped test
// project: the data server down or unreachable (changes queued in storage and retried on the
// schedule), rows the tables refuse, a browser's data from before its first sync, long histories
// pulled page by page, and an edit made while a request is on its way.
import { beforeEach, describe, expect, it } from 'vitest';
import { ADOPTED_AT } from '../../../src/domain/sync/syncMerge';
import { coverageUsageData } from '../../../src/state/coverageUsage';
import type { HostedKind } from '../../../src/state/memberData';
import { memberDataTables, syncTableOf } from '../../../src/sync/syncTables';
import { SYNC_STATE_KEY } from '../../../src/sync/syncStorage';
import { MemoryStorage } from '../../support/memoryStorage';
import { signInBrowser, type BrowserOptions } from '../../support/syncBrowser';
import { supabaseTestProjectForFile } from '../../support/supabaseTestProject';

const medicine = (id: string, dose = '50 mg') => ({
  id,
  name: 'Losartán',
  dose,
  time: '08:00',
  taken: false,
});

const server = supabaseTestProjectForFile();
let clock: Date;

beforeEach(() => {
  clock = new Date('2026-11-23T10:00:00.000Z');
});

const signIn = (
  email: string,
  options: Partial<BrowserOptions> & { storage?: MemoryStorage } = {},
) => signInBrowser(server, email, { now: () => clock, ...options });
const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const posts = () => server.data.requests.filter((request) => request.method === 'POST');

describe('while the data server is down', () => {
  it('queues the change in storage, waits on the schedule and pushes it once the server is back', async () => {
    const phone = await signIn('ana@example.com');
    server.data.configure({ failStatus: 503 });
    phone.write('vita365_medicines', [medicine('a')]);
    expect(await phone.engine.sync()).toMatchObject({
      status: 'pending',
      unsynced: 1,
      nextTryAt: '2026-11-23T10:00:01.000Z',
      failure: { kind: 'server', status: 503 },
    });
    expect(phone.storage.getItem(SYNC_STATE_KEY)).toContain('"pending":{"a"');

    tick(500);
    phone.write('vita365_medicines', [medicine('a'), medicine('b')]);
    const asked = server.data.requests.length;
    expect(await phone.engine.sync()).toMatchObject({ status: 'pending', unsynced: 2 });
    expect(server.data.requests).toHaveLength(asked);

    server.data.configure({ failStatus: null });
    tick(500);
    const reloaded = await signIn('ana@example.com', { storage: phone.storage });
    expect(reloaded.engine.report()).toMatchObject({ status: 'pending', unsynced: 2 });
    expect(await reloaded.engine.sync()).toMatchObject({ status: 'synced', nextTryAt: null });
    const tablet = await signIn('ana@example.com');
    await tablet.engine.sync();
    expect(tablet.read('vita365_medicines')).toEqual([medicine('a'), medicine('b')]);
  });

  it('waits longer after each failure, and a forced sync (sign-out) tries at once', async () => {
    const phone = await signIn('ana@example.com');
    phone.write('vita365_medicines', [medicine('a')]);
    server.data.configure({ failStatus: 503 });
    await phone.engine.sync();
    tick(1_000);
    expect((await phone.engine.sync()).nextTryAt).toBe('2026-11-23T10:00:03.000Z');
    server.data.configure({ failStatus: null });
    expect(await phone.engine.sync({ force: true })).toMatchObject({ status: 'synced' });
  });

  it('reports an unreachable server as offline', async () => {
    const phone = await signIn('ana@example.com');
    server.data.configure({ dropConnections: true });
    phone.write('vita365_medicines', [medicine('a')]);
    expect(await phone.engine.sync()).toMatchObject({
      status: 'pending',
      failure: { kind: 'offline', status: 0 },
    });
  });
});

describe('rows the tables refuse', () => {
  it('sets the bad row aside, keeps it in the browser and syncs the others', async () => {
    const phone = await signIn('ana@example.com');
    const broken = { ...medicine('b'), time: '8:00' };
    phone.write('vita365_medicines', [medicine('a'), broken, medicine('c')]);
    expect(await phone.engine.sync()).toMatchObject({
      status: 'pending',
      unsynced: 1,
      rejected: 1,
      failure: { kind: 'invalid', code: '23514' },
    });
    const { rows } = await server.data.db.query<{ id: string }>(
      'select id from public.medicines order by id',
    );
    expect(rows).toEqual([{ id: 'a' }, { id: 'c' }]);
    expect(phone.read('vita365_medicines')).toEqual([medicine('a'), broken, medicine('c')]);

    const pushed = posts().length;
    await phone.engine.sync();
    expect(posts()).toHaveLength(pushed);
    phone.write('vita365_medicines', [medicine('a'), medicine('b'), medicine('c')]);
    expect(await phone.engine.sync()).toMatchObject({ status: 'synced', rejected: 0 });
  });

  it('leaves out pulled entries this browser could not read', async () => {
    const phone = await signIn('ana@example.com');
    phone.write('vita365_medicines', [medicine('a'), medicine('b', 'una')]);
    await phone.engine.sync();
    const strict = await signIn('ana@example.com', {
      checks: { medicines: (entry) => (entry as { dose: string }).dose !== 'una' },
    });
    await strict.engine.sync();
    expect(strict.read('vita365_medicines')).toEqual([medicine('a')]);
  });
});

describe('a limit of what the account may store (issue 40)', () => {
  /** Sets a member-data limit for this test; afterwards the migration's limit is back. */
  async function limit(table: string, column: 'max_rows' | 'max_bytes', value: number) {
    const { rows } = await server.data.db.query<{ value: number }>(
      `select ${column}::int as value from membership_private.member_data_limits where table_name = $1`,
      [table],
    );
    await server.data.db.query(
      `update membership_private.member_data_limits set ${column} = $2 where table_name = $1`,
      [table, value],
    );
    return () =>
      server.data.db.query(
        `update membership_private.member_data_limits set ${column} = $2 where table_name = $1`,
        [table, rows[0]?.value],
      );
  }
  const medicinePosts = () => posts().filter((request) => request.path === '/rest/v1/medicines');
  const storedIds = async () =>
    (
      await server.data.db.query<{ id: string }>(
        'select id from public.medicines where deleted_at is null order by id',
      )
    ).rows.map((row) => row.id);
  const appointment = { id: 'c1', title: 'Cardiología', datetime: '2026-12-01T16:30', notes: '' };

  it('keeps the refused rows queued on the phone, says why in Spanish, and lets the other tables through', async () => {
    const restore = await limit('medicines', 'max_rows', 2);
    try {
      const phone = await signIn('ana@example.com');
      const three = [medicine('a'), medicine('b'), medicine('c')];
      phone.write('vita365_medicines', three);
      phone.write('vita365_appointments', [appointment]);
      const report = await phone.engine.sync();
      expect(report).toMatchObject({
        status: 'pending',
        unsynced: 3,
        rejected: 0,
        nextTryAt: '2026-11-23T10:05:00.000Z',
        failure: { kind: 'quota', code: '23Q01' },
      });
      expect(report.failure?.message).toBe(
        'Llegaste al límite de registros de «Medicinas» que puede guardar tu cuenta. Borra los que ya no necesites para guardar otros.',
      );
      expect(await storedIds()).toEqual([]);
      const { rows } = await server.data.db.query('select id from public.appointments');
      expect(rows).toEqual([{ id: 'c1' }]);
      expect(phone.read('vita365_medicines')).toEqual(three);

      // Held: the next syncs send nothing to that table until the time is up.
      const sent = medicinePosts().length;
      tick(60_000);
      expect(await phone.engine.sync()).toMatchObject({ status: 'pending', unsynced: 3 });
      expect(medicinePosts()).toHaveLength(sent);

      // A reload (a new session on the same storage) still has them queued.
      const reloaded = await signIn('ana@example.com', { storage: phone.storage });
      expect(reloaded.engine.report()).toMatchObject({ status: 'pending', unsynced: 3 });

      await restore();
      tick(5 * 60_000);
      expect(await phone.engine.sync()).toMatchObject({ status: 'synced', unsynced: 0 });
      expect(await storedIds()).toEqual(['a', 'b', 'c']);
    } finally {
      await restore();
    }
  });

  it('sends deletions even while held, and once one frees room the rest follows', async () => {
    const phone = await signIn('ana@example.com');
    phone.write('vita365_medicines', [medicine('a'), medicine('b')]);
    await phone.engine.sync();
    const { rows } = await server.data.db.query<{ bytes: number }>(
      `select sum(octet_length(entry::text))::int as bytes from public.medicines`,
    );
    const restore = await limit('medicines', 'max_bytes', (rows[0]?.bytes ?? 0) + 10);
    try {
      tick(1_000);
      phone.write('vita365_medicines', [medicine('a'), medicine('b'), medicine('c')]);
      expect(await phone.engine.sync()).toMatchObject({
        status: 'pending',
        unsynced: 1,
        failure: { kind: 'quota', code: '23Q02' },
      });
      expect(await storedIds()).toEqual(['a', 'b']);

      tick(1_000);
      phone.write('vita365_medicines', [medicine('b'), medicine('c')]);
      expect(await phone.engine.sync()).toMatchObject({ status: 'synced', failure: null });
      expect(await storedIds()).toEqual(['b', 'c']);
    } finally {
      await restore();
    }
  });
});

describe('a table members may no longer write (issue 40)', () => {
  it('holds an older app version’s coverage record on the phone and asks for the update', async () => {
    // What versions before issue 40 synced: vita365_coverage to coverage_usage.
    const olderTables = [
      ...memberDataTables(),
      syncTableOf({ ...coverageUsageData, hosted: { table: 'coverage_usage' } } as HostedKind),
    ];
    const phone = await signIn('ana@example.com', { tables: olderTables });
    phone.write('vita365_coverage', { plomero: 1 });
    phone.write('vita365_medicines', [medicine('a')]);
    expect(await phone.engine.sync()).toMatchObject({
      status: 'pending',
      unsynced: 1,
      failure: { kind: 'forbidden', code: '42501' },
    });
    const { rows } = await server.data.db.query('select id from public.coverage_usage');
    expect(rows).toEqual([]);
    expect((await server.data.db.query('select id from public.medicines')).rows).toEqual([
      { id: 'a' },
    ]);
    expect(phone.read('vita365_coverage')).toEqual({ plomero: 1 });
  });
});

describe('the first sync of a browser', () => {
  it('keeps its older data, but the server’s version of the same entry wins', async () => {
    const tablet = await signIn('ana@example.com');
    await tablet.engine.sync();
    tablet.write('vita365_medicines', [medicine('a', '100 mg')]);
    await tablet.engine.sync();

    const oldPhone = await signIn('ana@example.com');
    oldPhone.write('vita365_medicines', [medicine('a', '5 mg'), medicine('z')]);
    await oldPhone.engine.sync();
    expect(oldPhone.read('vita365_medicines')).toEqual([medicine('a', '100 mg'), medicine('z')]);
    const { rows } = await server.data.db.query<{ updated_at: Date }>(
      `select updated_at from public.medicines where id = 'z'`,
    );
    expect(rows[0]?.updated_at.toISOString()).toBe(ADOPTED_AT);
  });
});

describe('pulling', () => {
  it('reads a long history page by page, then only what changed since', async () => {
    const phone = await signIn('ana@example.com');
    phone.write(
      'vita365_medicines',
      ['a', 'b', 'c', 'd', 'e'].map((id) => medicine(id)),
    );
    await phone.engine.sync();
    const tablet = await signIn('ana@example.com', { pageSize: 2 });
    const start = server.data.requests.length;
    await tablet.engine.sync();
    expect((tablet.read('vita365_medicines') as { id: string }[]).map((m) => m.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
    const pages = server.data.requests
      .slice(start)
      .filter((request) => request.method === 'GET' && request.path === '/rest/v1/medicines');
    expect(pages.map((page) => page.query.or === undefined)).toEqual([true, false, false]);
    const before = server.data.requests.length;
    await tablet.engine.sync();
    const again = server.data.requests
      .slice(before)
      .find((request) => request.path === '/rest/v1/medicines');
    expect(again?.query.synced_at).toMatch(/^gte\./);
  });

  it('keeps an edit the member made while the request was on its way', async () => {
    // The member adds a medicine just as the engine asks the server for the medicines.
    const storage = new MemoryStorage();
    let edited = false;
    const editingFetch: typeof fetch = async (input, init) => {
      if (!edited && String(input).includes('/rest/v1/medicines?')) {
        edited = true;
        storage.setItem('vita365_medicines', JSON.stringify([medicine('a'), medicine('nuevo')]));
      }
      return fetch(input, init);
    };
    const phone = await signIn('ana@example.com', { fetch: editingFetch, storage });
    phone.write('vita365_medicines', [medicine('a')]);
    await phone.engine.sync();
    expect(edited).toBe(true);
    expect(phone.read('vita365_medicines')).toEqual([medicine('a'), medicine('nuevo')]);
    expect(await phone.engine.sync()).toMatchObject({ status: 'synced' });
    const { rows } = await server.data.db.query('select id from public.medicines order by id');
    expect(rows).toEqual([{ id: 'a' }, { id: 'nuevo' }]);
  });
});
