import { afterEach, describe, expect, it } from 'vitest';
import { demoAccountsSlice } from '../../../src/auth/demoAccountsSlice';
import { demoCredentialsSlice } from '../../../src/auth/demoCredentialsSlice';
import { medicinesSlice } from '../../../src/state/medicines';
import { startPersistence, stopPersistence } from '../../../src/state/persistence';
import { toastStore } from '../../../src/state/toasts';
import { MemoryStorage } from '../../support/memoryStorage';

const account = {
  id: 'cuenta-ana',
  email: 'ana.lopez@example.com',
  user_metadata: { name: 'Ana López', alias: 'Ana' },
};
const verifier = {
  algorithm: 'PBKDF2-SHA-256',
  iterations: 600_000,
  salt: 'q83vEjRWeJCrze8SNFZ4kA==',
  derivedKey: 'n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg=',
};
const shownToast = () => toastStore.current;
const losartan = { id: 'med-1', name: 'Losartán', dose: '50 mg', time: '08:00', taken: false };

const hostileValues: ReadonlyArray<readonly [what: string, raw: string]> = [
  ['malformed JSON', '[{"accountId": "cuenta-ana", "verifier": '],
  [
    'a verifier with the password in it',
    JSON.stringify([{ accountId: 'cuenta-ana', verifier: { ...verifier, password: 'x' } }]),
  ],
  [
    'an oversized salt',
    JSON.stringify([
      { accountId: 'cuenta-ana', verifier: { ...verifier, salt: 'A'.repeat(1_000_000) } },
    ]),
  ],
];

describe('the password verifiers under vita365_demo_credentials', () => {
  afterEach(() => {
    demoCredentialsSlice().state.value = [];
    demoAccountsSlice().state.value = [];
    medicinesSlice().state.value = [];
    stopPersistence();
  });

  it('load as stored', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      'vita365_demo_credentials',
      JSON.stringify([{ accountId: account.id, verifier }]),
    );
    startPersistence({ storage, addStorageListener: () => () => undefined });
    expect(demoCredentialsSlice().state.value).toEqual([{ accountId: account.id, verifier }]);
  });

  for (const [what, raw] of hostileValues) {
    it(`holding ${what} are reported and reset, and the accounts and their data stay`, () => {
      const storage = new MemoryStorage();
      storage.setItem('vita365_demo_credentials', raw);
      storage.setItem('vita365_demo_accounts', JSON.stringify([account]));
      storage.setItem('vita365_medicines', JSON.stringify([losartan]));
      toastStore.current = null;
      startPersistence({ storage, addStorageListener: () => () => undefined });
      demoAccountsSlice();
      medicinesSlice();
      expect(demoCredentialsSlice().state.value).toEqual([]);
      expect(shownToast()).toMatchObject({ title: 'Datos restablecidos' });
      expect(shownToast()?.description).toContain('las contraseñas de las cuentas');
      expect(storage.getItem('vita365_demo_credentials')).toBeNull();
      expect(demoAccountsSlice().state.value).toEqual([account]);
      expect(medicinesSlice().state.value.map((m) => m.name)).toEqual(['Losartán']);
    });
  }
});
