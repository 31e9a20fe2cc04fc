// Every key the app writes to the browser's storage is declared, with its schema, in the registry
// (src/state/storedKeys.ts): the code is searched for every place that writes storage, the writers
// are run against a storage that records each key, and data kept by earlier versions still loads.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDemoBackend } from '../../../src/auth/demoBackend';
import { addMedicine } from '../../../src/state/medicines';
import { memberData } from '../../../src/state/memberData';
import { markNotificationsRead, notificationsReadSlice } from '../../../src/state/notifications';
import { startPersistence, stopPersistence } from '../../../src/state/persistence';
import { bringInAccountData } from '../../../src/state/accountData';
import { keepMembership, membershipSlice } from '../../../src/state/membership';
import { enqueueUse } from '../../../src/state/coverageUseQueue';
import { familyJoinTried, markFamilyJoinTried } from '../../../src/state/familyJoinTried';
import { demoAccountsData, demoUserData } from '../../../src/state/demoAuthData';
import { otherStoredKinds, storedKeyDeclarations } from '../../../src/state/storedKeys';
import { isDeclaredStorageKey } from '../../support/declaredStorageKeys';
import { storageMetaStore } from '../../../src/sync/syncStorage';
import { isSyncMeta } from '../../../src/sync/isSyncMeta';
import type { Membership } from '../../../src/domain/membership/membership';
import { flushSubscriptions, MemoryStorage } from '../../support/memoryStorage';

const root = path.resolve(import.meta.dirname, '../../..');
const schemaIds = new Set(
  readdirSync(path.join(root, 'schemas/storage'))
    .filter((file) => file.endsWith('.schema.json'))
    .map(
      (file) =>
        (
          JSON.parse(readFileSync(path.join(root, 'schemas/storage', file), 'utf8')) as {
            $id: string;
          }
        ).$id,
    ),
);

/** A storage that remembers every key ever written to it. */
class RecordingStorage extends MemoryStorage {
  readonly written = new Set<string>();
  override setItem(key: string, value: string): void {
    this.written.add(key);
    super.setItem(key, value);
  }
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The only modules that touch the browser's storage themselves, and why. Every other module keeps
 * what it stores through a declaration: `storedKind`/`memberDataKind` (a persisted slice) or a
 * `storedRecord` read with `readStoredRecord`.
 */
const storageWriters: Readonly<Record<string, string>> = {
  'src/state/persistedSlice.ts': 'the persisted slice, under its declaration’s key',
  'src/state/persistence.ts': 'the probe of whether storage works, removed at once',
  'src/state/backupRestore.ts': 'a restore, written all at once under the registry’s keys',
  'src/state/accountData.ts': 'the storedRecords of local accounts',
  'src/state/dataOwner.ts': 'the storedRecord vita365_data_owner',
  'src/state/familyJoinTried.ts': 'the storedRecord vita365_family_join_tried',
  'src/sync/syncStorage.ts':
    'the storedRecord vita365_sync, and member data under the registry’s keys',
  'src/main.tsx': 'reads only (whether a session exists), never writes',
  'src/membership/paymentLock.ts': 'the storedRecord vita365_payment_lock (paymentLockRecord.ts)',
};

describe('the registry of stored keys', () => {
  it('gives every key a schema of schemas/storage/, and no key twice', () => {
    const declarations = storedKeyDeclarations();
    for (const entry of declarations) {
      expect(schemaIds, `${entry.key} has no schema`).toContain(entry.schema);
    }
    const keys = declarations.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    // Member data first: what clearing this phone and sign-out move.
    expect(keys.slice(0, memberData.length)).toEqual(memberData.map((kind) => kind.key));
  });

  it('is the only way into storage: no other module writes it or makes a slice', () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(path.join(root, 'src'))) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:])\/\/.*$/gm, '$1');
      const writes = /\blocalStorage\b|\bsessionStorage\b|\.setItem\(/.test(code);
      if (writes && !(relative in storageWriters)) offenders.push(relative);
      const makesSlice = /\bcreatePersistedSlice\(|\bregisterSlice\(/.test(code);
      if (
        makesSlice &&
        ![
          'src/state/memberDataKind.ts',
          'src/state/persistedSlice.ts',
          'src/state/persistence.ts',
        ].includes(relative)
      )
        offenders.push(`${relative} (makes a slice outside the registry)`);
    }
    expect(offenders).toEqual([]);
  });
});

describe('every key the app writes', () => {
  let storage: RecordingStorage;

  beforeEach(() => {
    storage = new RecordingStorage();
    startPersistence({ storage, addStorageListener: () => () => undefined });
  });

  afterEach(async () => {
    for (const kind of [...memberData, ...otherStoredKinds])
      kind.slice().state.value = kind.initial();
    await flushSubscriptions();
    stopPersistence();
  });

  it('is declared, from demo sign-up to hosted sync', async () => {
    const backend = createDemoBackend({
      now: () => new Date('2026-11-21T10:00:00Z'),
      passwordIterations: 1_000,
      askAboutLeftoverData: async () => false,
    });
    const ana = await backend.signUp({
      name: 'Ana López',
      email: 'ana@example.com',
      password: 'secreto',
    });
    const anaId = ana.user?.id ?? '';
    addMedicine({ name: 'Losartán', dose: '50 mg', time: '08:00' });
    markNotificationsRead(anaId, ['plan-vence']);
    await flushSubscriptions();
    await backend.signOut();
    await backend.signUp({ name: 'Luis Ruiz', email: 'luis@example.com', password: 'otraclave' });
    await flushSubscriptions();
    // Data with no owner, set aside until someone claims it.
    storage.removeItem('vita365_data_owner');
    addMedicine({ name: 'Metformina', dose: '850 mg', time: '09:00' });
    await flushSubscriptions();
    bringInAccountData('someone-else', 'setAside');
    // Hosted mode's own keys.
    keepMembership(anaId, { plan: 'individual' } as unknown as Membership, new Date());
    enqueueUse({
      id: 'q1',
      userId: anaId,
      serviceId: 'plomero',
      serviceName: 'Plomero',
      queuedAt: '2026-11-21T10:00:00.000Z',
    });
    markFamilyJoinTried(anaId);
    storageMetaStore(storage).write({
      owner: anaId,
      tables: {},
      retry: { attempts: 0, nextTryAt: null },
    });
    await flushSubscriptions();

    const written = [...storage.written].sort();
    expect(written.filter((key) => !isDeclaredStorageKey(key))).toEqual([]);
    expect(written).toEqual(
      expect.arrayContaining([
        'vita-user',
        'vita365_demo_accounts',
        'vita365_demo_credentials',
        'vita365_notifications_read',
        'vita365_data_owner',
        `vita365_account_data:${anaId}`,
        'vita365_unclaimed_data',
        'vita365_medicines',
        'vita365_membership',
        'vita365_coverage_queue',
        'vita365_family_join_tried',
        'vita365_sync',
      ]),
    );
  });

  it('refuses an undeclared key', () => {
    expect(isDeclaredStorageKey('vita365_something_new')).toBe(false);
    expect(isDeclaredStorageKey('vita365_account_data:')).toBe(false);
    expect(isDeclaredStorageKey('vita365_medicines__version')).toBe(true);
    expect(isDeclaredStorageKey('sb-abcdefghijklmnop-auth-token')).toBe(true);
  });
});

describe('data kept by earlier versions of the app', () => {
  afterEach(async () => {
    for (const kind of [...memberData, ...otherStoredKinds])
      kind.slice().state.value = kind.initial();
    await flushSubscriptions();
    stopPersistence();
  });

  const startWith = (items: Record<string, string>): MemoryStorage => {
    const storage = new MemoryStorage();
    for (const [key, value] of Object.entries(items)) storage.setItem(key, value);
    startPersistence({ storage, addStorageListener: () => () => undefined });
    return storage;
  };

  const ana = {
    id: '3f2a9c1b-7d4e-4a8b-9c0d-000000000001',
    email: 'ana@example.com',
    aud: 'authenticated',
    created_at: '2026-11-21T10:00:00.000Z',
    app_metadata: { provider: 'email' },
    user_metadata: { name: 'Ana López', alias: 'Ana', vita_card_id: 'VITA-3F2A9C1B' },
  };

  it('still loads, in the shapes they wrote', () => {
    const storage = startWith({
      'vita-user': JSON.stringify(ana),
      vita365_demo_accounts: JSON.stringify([ana]),
      // Written with no schema before: an id that is not text was skipped when read, and still is.
      vita365_notifications_read: JSON.stringify({ [ana.id]: ['cita-1', 7, 'plan-vence'] }),
      // Written as the bare id, not JSON.
      vita365_family_join_tried: ana.id,
      vita365_sync: JSON.stringify({
        owner: ana.id,
        tables: {},
        retry: { attempts: 1, nextTryAt: '2026-11-21T10:05:00.000Z' },
      }),
      vita365_sync__version: '1',
    });
    expect(demoUserData.slice().state.value).toEqual(ana);
    expect(demoAccountsData.slice().state.value).toEqual([ana]);
    expect(notificationsReadSlice().state.value).toEqual({ [ana.id]: ['cita-1', 'plan-vence'] });
    expect(familyJoinTried(ana.id)).toBe(true);
    expect(isSyncMeta(storageMetaStore(storage).read())).toBe(true);
    expect(membershipSlice().state.value).toBeNull();
  });
});
