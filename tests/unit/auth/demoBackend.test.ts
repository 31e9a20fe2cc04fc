import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDemoBackend, DEMO_MISSING_CREDENTIALS } from '../../../src/auth/demoBackend';
import { startPersistence, stopPersistence } from '../../../src/state/persistence';
import { flushSubscriptions, MemoryStorage } from '../../support/memoryStorage';

const deps = {
  now: () => new Date('2026-11-21T10:00:00Z'),
  uuid: () => '3f2a9c1b-7d4e-4a8b-9c0d-1e2f3a4b5c6d',
};

describe('the demo auth back-end', () => {
  let storage: MemoryStorage;

  beforeEach(() => {
    storage = new MemoryStorage();
    startPersistence({ storage, addStorageListener: () => () => undefined });
  });

  afterEach(async () => {
    const backend = createDemoBackend(deps);
    await backend.signOut();
    await flushSubscriptions();
    stopPersistence();
  });

  it('creates the account in vita-user with the spec User shape', async () => {
    const backend = createDemoBackend(deps);
    const { user, needsEmailConfirmation } = await backend.signUp({
      name: 'María José Pérez',
      email: 'maria@example.com',
      password: 'secreto',
      activationCode: 'fam-1234',
    });
    await flushSubscriptions();
    expect(needsEmailConfirmation).toBe(false);
    expect(user?.user_metadata).toMatchObject({
      name: 'María José Pérez',
      alias: 'María',
      vita_card_id: 'VITA-3F2A9C1B',
      activation_code: 'FAM-1234',
    });
    expect(JSON.parse(storage.getItem('vita-user') ?? 'null')).toEqual(user);
  });

  it('refuses a demo login without e-mail or password', async () => {
    const backend = createDemoBackend(deps);
    await expect(backend.signIn({ email: '', password: 'x' })).rejects.toThrow(DEMO_MISSING_CREDENTIALS);
    await expect(backend.signIn({ email: 'a@b.mx', password: '' })).rejects.toThrow(DEMO_MISSING_CREDENTIALS);
  });

  it('restores the stored user and forgets it on sign-out', async () => {
    const backend = createDemoBackend(deps);
    await backend.signIn({ email: 'demo@example.com', password: 'secreto' });
    expect((await backend.restoreSession())?.user_metadata.name).toBe('Usuario Demo');
    expect((await backend.restoreSession())?.user_metadata.alias).toBe('Demo');
    await backend.signOut();
    await flushSubscriptions();
    expect(await backend.restoreSession()).toBeNull();
    expect(storage.getItem('vita-user')).toBeNull();
  });
});
