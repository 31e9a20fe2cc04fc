import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { Medicine } from '../../src/content/types/storage/medicine';
import { appointmentsSlice } from '../../src/state/appointments';
import { MEDICINES_KEY, medicinesSlice } from '../../src/state/medicines';
import { startPersistence, stopPersistence } from '../../src/state/persistence';
import { flushSubscriptions, MemoryStorage } from '../support/memoryStorage';

afterEach(() => stopPersistence());

const medicine: fc.Arbitrary<Medicine> = fc
  .record({
    id: fc.uuid(),
    name: fc.string({ minLength: 1 }),
    dose: fc.string({ minLength: 1 }),
    time: fc.constantFrom('00:00', '08:00', '14:30', '23:59'),
    takenOn: fc.option(fc.constantFrom('2026-03-09', '2026-03-10')),
  })
  .map(({ takenOn, ...rest }) =>
    takenOn === null ? { ...rest, taken: false } : { ...rest, taken: true, takenOn },
  );

const storedText = fc.oneof(
  fc.string(),
  fc.json(),
  fc.constantFrom('[]', '[{}]', '[{"id":1,"name":"A","dose":"1","time":"8:00","taken":true}]'),
);

describe('agenda persistence properties', () => {
  it('loads whatever is stored under the agenda keys without throwing', () => {
    fc.assert(
      fc.property(storedText, storedText, fc.option(fc.string()), (medicines, visits, version) => {
        const storage = new MemoryStorage();
        storage.setItem(MEDICINES_KEY, medicines);
        storage.setItem('vita365_appointments', visits);
        if (version !== null) storage.setItem(`${MEDICINES_KEY}__version`, version);
        startPersistence({ storage, addStorageListener: () => () => undefined });
        expect(Array.isArray(medicinesSlice().state.value)).toBe(true);
        expect(Array.isArray(appointmentsSlice().state.value)).toBe(true);
        stopPersistence();
      }),
      { numRuns: 300 },
    );
  });

  it('loads back exactly the medicines it saved', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(medicine, { maxLength: 6 }), async (medicines) => {
        const storage = new MemoryStorage();
        startPersistence({ storage, addStorageListener: () => () => undefined });
        medicinesSlice().state.value = medicines;
        await flushSubscriptions();
        stopPersistence();
        medicinesSlice().state.value = [];
        startPersistence({ storage, addStorageListener: () => () => undefined });
        expect(medicinesSlice().state.value).toEqual(medicines);
      }),
      { numRuns: 100 },
    );
  });
});
