import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AccountDataStorageError,
  bringInAccountData,
  claimUnclaimedData,
  declineUnclaimedData,
  setAsideAccountData,
  unclaimedDataWaitsFor,
} from '../../../src/state/accountData';
import { measurementsSlice } from '../../../src/state/measurements';
import { medicinesSlice } from '../../../src/state/medicines';
import { memberData } from '../../../src/state/memberData';
import { startPersistence, stopPersistence } from '../../../src/state/persistence';
import { toastStore } from '../../../src/state/toasts';
import { flushSubscriptions, MemoryStorage } from '../../support/memoryStorage';

const ana = 'cuenta-ana';
const luis = 'cuenta-luis';
const losartan = { id: 'med-1', name: 'Losartán', dose: '50 mg', time: '08:00', taken: false };
const metformina = { ...losartan, id: 'med-2', name: 'Metformina' };
const reading = {
  id: 1763900000000,
  date: '2026-11-23',
  time: '09:15',
  type: 'vitals',
  source: 'manual',
  vitals: { pressure: '185/125', heartRate: 72, spo2: 97 },
};
// A damaged entry the history keeps stored (it is skipped when shown): it travels with its owner.
const damagedReading = { id: 'x', type: 'vitals' };

let storage: MemoryStorage;
const medicineNames = (): string[] => medicinesSlice().state.value.map((m) => m.name);

// Every test starts from empty storage and puts the slices back as they were.
beforeEach(() => {
  storage = new MemoryStorage();
  startPersistence({ storage, addStorageListener: () => () => undefined });
  toastStore.current = null;
});

afterEach(async () => {
  for (const entry of memberData) entry.slice().state.value = entry.initial();
  await flushSubscriptions();
  stopPersistence();
});

describe("each account's data on a shared phone", () => {
  it('sets the data aside under its account at sign-out and brings it back at sign-in', async () => {
    bringInAccountData(ana, 'setAside');
    medicinesSlice().state.value = [losartan];
    measurementsSlice().state.value = [reading, damagedReading];
    await flushSubscriptions();
    setAsideAccountData(ana);
    await flushSubscriptions();

    expect(storage.json('vita365_medicines')).toEqual([]);
    expect(storage.json('vita-measurements')).toEqual([]);
    expect(storage.getItem('vita365_data_owner')).toBeNull();
    expect(storage.json(`vita365_account_data:${ana}`)).toMatchObject({
      accountId: ana,
      keys: {
        vita365_medicines: { version: 2, value: [losartan] },
        'vita-measurements': { version: 1, value: [reading, damagedReading] },
      },
    });

    bringInAccountData(ana, 'setAside');
    await flushSubscriptions();
    expect(storage.json('vita365_medicines')).toEqual([losartan]);
    expect(storage.getItem('vita365_medicines__version')).toBe('2');
    expect(storage.json('vita-measurements')).toEqual([reading, damagedReading]);
    expect(storage.json('vita365_data_owner')).toBe(ana);
    expect(storage.getItem(`vita365_account_data:${ana}`)).toBeNull();
  });

  it("sets another account's data aside before the newcomer's comes in", async () => {
    bringInAccountData(ana, 'setAside');
    medicinesSlice().state.value = [losartan];
    // Ana's sign-out never ran (the tab was closed mid-way): Luis still never sees her data.
    bringInAccountData(luis, 'setAside');
    expect(medicineNames()).toEqual([]);
    medicinesSlice().state.value = [metformina];
    setAsideAccountData(luis);
    bringInAccountData(ana, 'setAside');
    expect(medicineNames()).toEqual(['Losartán']);
    bringInAccountData(luis, 'setAside');
    expect(medicineNames()).toEqual(['Metformina']);
  });

  it('moves data older than accounts aside until an account claims it, merged with its own', async () => {
    medicinesSlice().state.value = [losartan];
    await flushSubscriptions();
    bringInAccountData(luis, 'setAside');
    expect(medicineNames()).toEqual([]);
    expect(unclaimedDataWaitsFor(luis)).toBe(true);
    declineUnclaimedData(luis);
    expect(unclaimedDataWaitsFor(luis)).toBe(false);
    medicinesSlice().state.value = [metformina];
    setAsideAccountData(luis);

    bringInAccountData(ana, 'setAside');
    medicinesSlice().state.value = [metformina];
    expect(unclaimedDataWaitsFor(ana)).toBe(true);
    claimUnclaimedData(ana);
    expect(medicineNames().sort()).toEqual(['Losartán', 'Metformina']);
    expect(storage.getItem('vita365_unclaimed_data')).toBeNull();
    expect(unclaimedDataWaitsFor(luis)).toBe(false);
  });

  it('gives the data on the phone to the member already signed in, without asking', () => {
    medicinesSlice().state.value = [losartan];
    bringInAccountData(ana, 'claim');
    expect(medicineNames()).toEqual(['Losartán']);
    expect(storage.json('vita365_data_owner')).toBe(ana);
    expect(unclaimedDataWaitsFor(ana)).toBe(false);
  });

  it('moves nothing and says so when the storage is full', async () => {
    bringInAccountData(ana, 'setAside');
    medicinesSlice().state.value = [losartan];
    await flushSubscriptions();
    storage.failWrites = true;
    expect(() => setAsideAccountData(ana)).toThrow(AccountDataStorageError);
    expect(medicineNames()).toEqual(['Losartán']);
    expect(() => bringInAccountData(luis, 'setAside')).toThrow(
      'No hay espacio en este teléfono para guardar aparte los datos de la otra cuenta.',
    );
    expect(medicineNames()).toEqual(['Losartán']);
    storage.failWrites = false;
    bringInAccountData(luis, 'setAside');
    expect(medicineNames()).toEqual([]);
    bringInAccountData(ana, 'setAside');
    expect(medicineNames()).toEqual(['Losartán']);
  });
});

describe('hostile storage under the new keys', () => {
  /** Luis's data set aside and Ana's on screen, so a damaged record has neighbours to lose. */
  async function twoAccounts(): Promise<void> {
    bringInAccountData(luis, 'setAside');
    medicinesSlice().state.value = [metformina];
    setAsideAccountData(luis);
    bringInAccountData(ana, 'setAside');
    medicinesSlice().state.value = [losartan];
    await flushSubscriptions();
  }

  const hostileValues: ReadonlyArray<readonly [what: string, raw: string]> = [
    ['malformed JSON', '{"accountId": "cuenta-x", "keys": '],
    ['JSON of another shape', '{"keys": [1, 2, 3]}'],
    ['a value of over five million characters', `"${'x'.repeat(5_000_001)}"`],
  ];

  for (const [what, raw] of hostileValues) {
    it(`reports a set-aside record holding ${what}, and loses nothing else`, async () => {
      await twoAccounts();
      storage.setItem('vita365_account_data:cuenta-x', raw);
      setAsideAccountData(ana);
      bringInAccountData('cuenta-x', 'setAside');
      await flushSubscriptions();
      expect(toastStore.current).toMatchObject({ title: 'Datos restablecidos' });
      expect(toastStore.current?.description).toContain('Lo demás sigue guardado.');
      expect(medicineNames()).toEqual([]);
      expect(storage.getItem('vita365_account_data:cuenta-x')).toBeNull();
      bringInAccountData(ana, 'setAside');
      expect(medicineNames()).toEqual(['Losartán']);
      bringInAccountData(luis, 'setAside');
      expect(medicineNames()).toEqual(['Metformina']);
    });

    it(`reports unclaimed data holding ${what}, and loses nothing else`, async () => {
      await twoAccounts();
      storage.setItem('vita365_unclaimed_data', raw);
      expect(unclaimedDataWaitsFor(ana)).toBe(false);
      await flushSubscriptions();
      expect(toastStore.current).toMatchObject({ title: 'Datos restablecidos' });
      expect(medicineNames()).toEqual(['Losartán']);
      bringInAccountData(luis, 'setAside');
      expect(medicineNames()).toEqual(['Metformina']);
    });

    it(`reports an owner marker holding ${what} and keeps the data for whoever claims it`, async () => {
      await twoAccounts();
      storage.setItem('vita365_data_owner', raw);
      bringInAccountData(luis, 'setAside');
      await flushSubscriptions();
      expect(toastStore.current).toMatchObject({ title: 'Datos restablecidos' });
      expect(medicineNames()).toEqual(['Metformina']);
      expect(unclaimedDataWaitsFor(luis)).toBe(true);
      setAsideAccountData(luis);
      bringInAccountData(ana, 'setAside');
      claimUnclaimedData(ana);
      expect(medicineNames()).toEqual(['Losartán']);
    });
  }

  it('reports a set-aside value that fails its own schema and restores the rest', async () => {
    storage.setItem(
      `vita365_account_data:${ana}`,
      JSON.stringify({
        accountId: ana,
        savedAt: '2026-11-26T10:00:00.000Z',
        keys: {
          vita365_medicines: { version: 2, value: [{ id: 'med-1', name: 7 }] },
          'vita-measurements': { version: 1, value: [reading] },
        },
      }),
    );
    bringInAccountData(ana, 'setAside');
    await flushSubscriptions();
    expect(toastStore.current?.description).toContain('tus medicinas');
    expect(medicineNames()).toEqual([]);
    expect(measurementsSlice().state.value).toEqual([reading]);
  });
});
