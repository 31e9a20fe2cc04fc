// A bare slice on the medicines key for exercising the generic persistence helper with any version and
// migration. The app's own medicines store (src/state/medicines.ts) adds the schema and `takenOn`.
import type { Medicine } from '../../src/content/types/storage/medicine';
import { createPersistedSlice } from '../../src/state/persistedSlice';

export type { Medicine };

export function isMedicineList(value: unknown): value is Medicine[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as Medicine).id === 'string' &&
        typeof (item as Medicine).name === 'string' &&
        typeof (item as Medicine).dose === 'string' &&
        typeof (item as Medicine).time === 'string' &&
        typeof (item as Medicine).taken === 'boolean',
    )
  );
}

/** A slice in the spec's Medicine shape, used to exercise the persistence helper. */
export const medicineSlice = (
  version = 1,
  migrate?: (value: unknown, from: number) => Medicine[] | undefined,
) =>
  createPersistedSlice<Medicine[]>({
    key: 'vita365_medicines',
    label: 'tus medicinas',
    version,
    validate: isMedicineList,
    initial: () => [],
    ...(migrate ? { migrate } : {}),
  });
