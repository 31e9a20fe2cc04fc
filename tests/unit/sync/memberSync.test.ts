// The app's wiring of hosted sync (src/sync/memberSync.ts) over the real slices and supabase-js,
// against the Supabase-shaped test project: when it syncs, what the profile's status says, what a
// stopped session may still write, and what sign-out and a previous member leave behind.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyProfileSlice, rememberBodyProfile } from '../../../src/state/bodyProfile';
import { addMedicine, medicinesSlice } from '../../../src/state/medicines';
import { memberData } from '../../../src/state/memberData';
import { startPersistence, stopPersistence } from '../../../src/state/persistence';
import { syncStatusStore } from '../../../src/state/syncStatus';
import { refusalNotice, startMemberSync, type MemberSync } from '../../../src/sync/memberSync';
import { SYNC_STATE_KEY } from '../../../src/sync/syncStorage';
import { MemoryStorage } from '../../support/memoryStorage';
import { supabaseTestProjectForFile } from '../../support/supabaseTestProject';

const server = supabaseTestProjectForFile();
/** A first sync makes about twenty requests; on a busy two-core machine that can take seconds. */
const settled = { timeout: 5_000 };
vi.setConfig({ testTimeout: 20_000 });
let storage: MemoryStorage;
let running: MemberSync[] = [];

beforeEach(() => {
  for (const kind of memberData) kind.slice().state.value = kind.initial();
  storage = new MemoryStorage();
  startPersistence({ storage, addStorageListener: () => () => undefined });
});

afterEach(() => {
  for (const sync of running) sync.stop();
  running = [];
  stopPersistence();
});

async function signIn(email: string): Promise<{ client: SupabaseClient; userId: string }> {
  if (!server.gotrue.user(email)) server.gotrue.addUser({ email, password: 'secreto1' });
  const client = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await client.auth.signInWithPassword({ email, password: 'secreto1' });
  if (error || !data.user) throw error ?? new Error(`could not sign in ${email}`);
  return { client, userId: data.user.id };
}

/** A browser's events that the test fires by hand. */
const quietEvents = () => {
  const target = new EventTarget();
  return Object.assign(target, { visibilityState: 'visible' as DocumentVisibilityState });
};

async function start(email: string) {
  const member = await signIn(email);
  const events = quietEvents();
  const sync = startMemberSync({ ...member, window: events, document: events });
  running.push(sync);
  return { ...member, sync, events };
}

const medicineRows = async () =>
  (
    await server.data.db.query<{ id: string; deleted_at: string | null }>(
      'select id, deleted_at from public.medicines',
    )
  ).rows;

const paracetamol = { name: 'Paracetamol', dose: '500 mg', time: '08:00' };

describe('a signed-in member', () => {
  it('syncs at once: the status goes to synced', async () => {
    await start('ana@example.com');
    await vi.waitFor(() => expect(syncStatusStore.status).toBe('synced'), settled);
  });

  it('has a new medicine pushed soon after it is saved, and the status says so', async () => {
    await start('ana@example.com');
    await vi.waitFor(() => expect(syncStatusStore.status).toBe('synced'), settled);
    addMedicine(paracetamol);
    await vi.waitFor(() => expect(syncStatusStore.status).toBe('pending'), settled);
    await vi.waitFor(async () => expect(await medicineRows()).toHaveLength(1), settled);
    await vi.waitFor(() => expect(syncStatusStore.status).toBe('synced'), settled);
  });

  it('keeps a change while the data server is down and pushes it when the connection comes back', async () => {
    const { events } = await start('ana@example.com');
    await vi.waitFor(() => expect(syncStatusStore.status).toBe('synced'), settled);
    server.data.configure({ failStatus: 503 });
    addMedicine(paracetamol);
    await vi.waitFor(
      () => expect(server.data.requests.some((r) => r.status === 503)).toBe(true),
      settled,
    );
    expect(syncStatusStore.status).toBe('pending');
    server.data.configure({ failStatus: null });
    events.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await medicineRows()).toHaveLength(1), settled);
    await vi.waitFor(() => expect(syncStatusStore.status).toBe('synced'), settled);
  });

  it('pulls the rows another browser pushed when the app comes back to the foreground', async () => {
    const first = await start('ana@example.com');
    await vi.waitFor(() => expect(syncStatusStore.status).toBe('synced'), settled);
    const { error } = await first.client.from('medicines').upsert({
      user_id: first.userId,
      id: 'med-elsewhere',
      entry: { id: 'med-elsewhere', ...paracetamol, taken: false },
      updated_at: new Date().toISOString(),
      deleted_at: null,
    });
    expect(error).toBeNull();
    first.events.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(
      () =>
        expect(medicinesSlice().state.value.map((medicine) => medicine.id)).toEqual([
          'med-elsewhere',
        ]),
      settled,
    );
  });
});

describe('stopping and signing out', () => {
  it('after stop, a change is neither pushed nor noted, and the status is cleared', async () => {
    const { sync } = await start('ana@example.com');
    await vi.waitFor(() => expect(syncStatusStore.status).toBe('synced'), settled);
    sync.stop();
    expect(syncStatusStore.status).toBeNull();
    addMedicine(paracetamol);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await medicineRows()).toEqual([]);
  });

  it('forgetting removes the member’s data and bookkeeping from this browser but not from the server', async () => {
    const { sync } = await start('ana@example.com');
    addMedicine(paracetamol);
    rememberBodyProfile(165, { bmi: 22.1, weightKg: 60, date: '2026-11-20T13:00:00.000Z' });
    expect((await sync.flush()).status).toBe('synced');
    sync.forgetMemberData();
    expect(medicinesSlice().state.value).toEqual([]);
    expect(bodyProfileSlice().state.value).toEqual({});
    expect(storage.getItem(SYNC_STATE_KEY)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await medicineRows()).toEqual([{ id: expect.any(String) as string, deleted_at: null }]);
  });

  it('flush reports pending when the server cannot be reached', async () => {
    const { sync } = await start('ana@example.com');
    await vi.waitFor(() => expect(syncStatusStore.status).toBe('synced'), settled);
    server.data.configure({ dropConnections: true });
    addMedicine(paracetamol);
    expect((await sync.flush()).status).toBe('pending');
  });
});

describe('another member on the same browser', () => {
  it('never sees the data a previous member left behind', async () => {
    const ana = await start('ana@example.com');
    addMedicine(paracetamol);
    rememberBodyProfile(165, { bmi: 22.1, weightKg: 60, date: '2026-11-20T13:00:00.000Z' });
    expect((await ana.sync.flush()).status).toBe('synced');
    // Ana's session ends without the sign-out flow (expired elsewhere): her data is still here.
    ana.sync.stop();

    await start('beto@example.com');
    expect(medicinesSlice().state.value).toEqual([]);
    expect(bodyProfileSlice().state.value).toEqual({});
    await vi.waitFor(() => expect(syncStatusStore.status).toBe('synced'), settled);
    expect(medicinesSlice().state.value).toEqual([]);
    const rows = await medicineRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.deleted_at).toBeNull();
  });
});

describe('what the member is told when the account refuses a change (issue 40)', () => {
  const failure = (kind: 'quota' | 'forbidden' | 'invalid' | 'server', message = '') => ({
    kind,
    status: kind === 'forbidden' ? 403 : 400,
    code: kind === 'quota' ? '23Q01' : '',
    message,
  });

  it('gives the server’s reason for a limit, and that the changes stay on the phone', () => {
    expect(refusalNotice(failure('quota', 'Llegaste al límite de registros de «Citas».'))).toEqual({
      title: 'Tu cuenta llegó a su límite',
      description:
        'Llegaste al límite de registros de «Citas». Tus cambios siguen guardados en este teléfono y pasarán a tu cuenta en cuanto haya espacio.',
    });
    expect(refusalNotice(failure('quota'))?.description).toMatch(
      /^Llegaste al límite de datos que puede guardar tu cuenta\./,
    );
  });

  it('asks for the new version when a table is no longer writable, and says nothing otherwise', () => {
    expect(refusalNotice(failure('forbidden'))?.title).toBe('Actualiza Vita365');
    expect(refusalNotice(failure('invalid'))).toBeNull();
    expect(refusalNotice(failure('server'))).toBeNull();
    expect(refusalNotice(null)).toBeNull();
  });
});
