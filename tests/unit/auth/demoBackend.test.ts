import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoAccountsSlice } from '../../../src/auth/demoAccountsSlice';
import { createDemoBackend, DEMO_MISSING_CREDENTIALS } from '../../../src/auth/demoBackend';
import { startPersistence, stopPersistence } from '../../../src/state/persistence';
import { flushSubscriptions, MemoryStorage } from '../../support/memoryStorage';

let ids = 0;
const deps = {
  now: () => new Date('2026-11-21T10:00:00Z'),
  uuid: () => `3f2a9c1b-7d4e-4a8b-9c0d-${String(++ids).padStart(12, '0')}`,
};

const registration = {
  name: 'María José Pérez',
  email: 'maria@example.com',
  password: 'secreto',
  activationCode: 'fam-1234',
};

describe('the demo auth back-end', () => {
  let storage: MemoryStorage;

  beforeEach(() => {
    ids = 0;
    storage = new MemoryStorage();
    startPersistence({ storage, addStorageListener: () => () => undefined });
  });

  afterEach(async () => {
    // The slices live for the whole module, as in the app; empty them so tests stay independent.
    await createDemoBackend(deps).signOut();
    demoAccountsSlice().state.value = [];
    await flushSubscriptions();
    stopPersistence();
  });

  const stored = (key: string): unknown => JSON.parse(storage.getItem(key) ?? 'null');

  it('creates the account in vita-user with the spec User shape', async () => {
    const backend = createDemoBackend(deps);
    const { user, needsEmailConfirmation } = await backend.signUp(registration);
    await flushSubscriptions();
    expect(needsEmailConfirmation).toBe(false);
    expect(user).toEqual({
      id: '3f2a9c1b-7d4e-4a8b-9c0d-000000000001',
      email: 'maria@example.com',
      aud: 'authenticated',
      created_at: '2026-11-21T10:00:00.000Z',
      app_metadata: { provider: 'email' },
      user_metadata: {
        name: 'María José Pérez',
        alias: 'María',
        vita_card_id: 'VITA-3F2A9C1B',
        activation_code: 'FAM-1234',
        planStatus: 'pending',
      },
    });
    expect(stored('vita-user')).toEqual(user);
  });

  it('stores no password anywhere', async () => {
    await createDemoBackend(deps).signUp(registration);
    await flushSubscriptions();
    expect([...storage.items.values()].join('\n')).not.toContain('secreto');
  });

  it('refuses a demo login without e-mail or password', async () => {
    const backend = createDemoBackend(deps);
    await expect(backend.signIn({ email: '', password: 'x' })).rejects.toThrow(
      DEMO_MISSING_CREDENTIALS,
    );
    await expect(backend.signIn({ email: 'a@b.mx', password: '' })).rejects.toThrow(
      'Por favor, introduce email y contraseña.',
    );
  });

  it('signs an unknown e-mail in as the spec demo member', async () => {
    const backend = createDemoBackend(deps);
    const user = await backend.signIn({ email: 'demo@example.com', password: 'secreto' });
    expect(user.email).toBe('demo@example.com');
    expect(user.user_metadata).toMatchObject({ name: 'Usuario Demo', alias: 'Demo' });
    expect((await backend.restoreSession())?.id).toBe(user.id);
  });

  it('forgets the session on sign-out', async () => {
    const backend = createDemoBackend(deps);
    await backend.signIn({ email: 'demo@example.com', password: 'secreto' });
    await backend.signOut();
    await flushSubscriptions();
    expect(await backend.restoreSession()).toBeNull();
    expect(storage.getItem('vita-user')).toBeNull();
  });

  it('brings the registered account back when the member signs in again with the same e-mail', async () => {
    const backend = createDemoBackend(deps);
    const { user } = await backend.signUp(registration);
    await backend.updateUserMetadata({ phone: '5512345678' });
    await backend.signOut();
    const again = await backend.signIn({ email: ' MARIA@example.com ', password: 'cualquiera' });
    expect(again.id).toBe(user?.id);
    expect(again.user_metadata).toMatchObject({
      name: 'María José Pérez',
      vita_card_id: 'VITA-3F2A9C1B',
      phone: '5512345678',
    });
  });

  it('gives a different e-mail its own demo account and keeps the first one', async () => {
    const backend = createDemoBackend(deps);
    const { user: maria } = await backend.signUp(registration);
    await backend.signOut();
    const other = await backend.signIn({ email: 'otro@example.com', password: 'secreto' });
    expect(other.id).not.toBe(maria?.id);
    expect(other.user_metadata.name).toBe('Usuario Demo');
    await backend.signOut();
    await flushSubscriptions();
    expect(stored('vita365_demo_accounts')).toHaveLength(2);
    expect((await backend.signIn(registration)).id).toBe(maria?.id);
  });

  it('updates the signed-in member and refuses an update without a session', async () => {
    const backend = createDemoBackend(deps);
    await expect(backend.updateUserMetadata({ phone: '1' })).rejects.toThrow(
      'No hay una sesión activa.',
    );
    await backend.signUp(registration);
    const updated = await backend.updateUserMetadata({ curp: 'PEMJ800101MDFRRR09' });
    await flushSubscriptions();
    expect(updated.user_metadata.curp).toBe('PEMJ800101MDFRRR09');
    expect(stored('vita-user')).toEqual(updated);
  });

  it('tells its listener when the session changes', async () => {
    const backend = createDemoBackend(deps);
    const seen: Array<string | null> = [];
    const stop = backend.onUserChange((user) => seen.push(user?.email ?? null));
    await backend.signUp(registration);
    await flushSubscriptions();
    await backend.signOut();
    await flushSubscriptions();
    stop();
    expect(seen).toEqual(['maria@example.com', null]);
  });
});
