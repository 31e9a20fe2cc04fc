import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPersistedSlice } from '../../src/state/persistedSlice';
import { validate as validateUser } from 'virtual:storage-validator/user';
import { storageGuard } from '../../src/state/storageValidator';
import type { User } from '../../src/auth/authBackend';
import { flushSubscriptions, MemoryStorage } from '../support/memoryStorage';
import { isMedicineList, medicineSlice } from '../support/medicineSlice';

const userSlice = () =>
  createPersistedSlice<User | null>({
    key: 'vita-user',
    label: 'tu sesión de demostración',
    version: 1,
    validate: (value): value is User | null =>
      value === null || storageGuard<User>(validateUser)(value),
    initial: () => null,
  });

const storedText = fc.oneof(
  fc.string(),
  fc.json(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.constantFrom('', 'null', 'undefined', '[]', '{}', '{"id":1}', '[{"id":"1"}]'),
);

const slices = [userSlice, () => medicineSlice()];

const userArbitrary: fc.Arbitrary<User> = fc.record({
  id: fc.uuid(),
  email: fc.emailAddress(),
  aud: fc.constant('authenticated'),
  created_at: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  app_metadata: fc.record({ provider: fc.constantFrom('email', 'google') }),
  user_metadata: fc.record(
    {
      name: fc.string(),
      alias: fc.string(),
      vita_card_id: fc.string(),
      activation_code: fc.option(fc.string(), { nil: null }),
      planStatus: fc.constantFrom('pending' as const, 'active' as const),
      familyMembers: fc.array(fc.record({ name: fc.string(), curp: fc.string() }), {
        maxLength: 3,
      }),
    },
    { requiredKeys: [] },
  ),
});

describe('persistence properties', () => {
  it('never throws while loading whatever text is stored under a persisted key or its version key', () => {
    fc.assert(
      fc.property(
        fc.nat(slices.length - 1),
        storedText,
        fc.option(fc.string()),
        (index, text, version) => {
          const slice = slices[index]!();
          const storage = new MemoryStorage();
          storage.setItem(slice.key, text);
          if (version !== null) storage.setItem(`${slice.key}__version`, version);
          const outcome = slice.connect(storage, () => undefined);
          expect(['loaded', 'reset', 'migrated']).toContain(outcome);
          slice.applyExternal(text);
          slice.disconnect();
        },
      ),
      { numRuns: 500 },
    );
  });

  it('loads back exactly what a valid user slice saved', async () => {
    await fc.assert(
      fc.asyncProperty(userArbitrary, async (user) => {
        const storage = new MemoryStorage();
        const writer = userSlice();
        writer.connect(storage, () => undefined);
        writer.state.value = user;
        await flushSubscriptions();
        writer.disconnect();
        const reader = userSlice();
        expect(reader.connect(storage, () => undefined)).toBe('loaded');
        expect(reader.state.value).toEqual(user);
      }),
      { numRuns: 200 },
    );
  });

  it('loads back exactly what a valid medicine slice saved', async () => {
    const medicine = fc.record({
      id: fc.uuid(),
      name: fc.string(),
      dose: fc.string(),
      time: fc.constantFrom('08:00', '14:30', '21:15'),
      taken: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(medicine, { maxLength: 8 }), async (medicines) => {
        const storage = new MemoryStorage();
        const writer = medicineSlice();
        writer.connect(storage, () => undefined);
        writer.state.value = medicines;
        await flushSubscriptions();
        const reader = medicineSlice();
        reader.connect(storage, () => undefined);
        expect(isMedicineList(reader.state.value)).toBe(true);
        expect(reader.state.value).toEqual(medicines);
      }),
      { numRuns: 200 },
    );
  });
});
