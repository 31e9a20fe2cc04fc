// The member's medicines (`vita365_medicines`), a bare array in the spec's Medicine shape plus
// `takenOn`, the day a `taken` tick refers to (version 2; version 1 is the spec's shape). The slice
// registers on first use, so importing does no work.
import type { Medicine } from '../content/types/storage/medicine';
import { medicinesFromLegacy } from '../domain/agenda/agendaLegacyData';
import { withTaken } from '../domain/agenda/medicineTaken';
import { localDay } from '../domain/format/zonedTime';
import { newAgendaId } from './agendaIds';
import { memberTimeZone } from './memberTimeZone';
import { memberDataKind } from './memberDataKind';
import { validate as validateMedicine } from 'virtual:storage-validator/medicine';
import { listGuard, storageGuard } from './storageValidator';
import { t } from '../content/messages';

export type { Medicine } from '../content/types/storage/medicine';

export const MEDICINES_KEY = 'vita365_medicines';

export interface MedicineInput {
  readonly name: string;
  readonly dose: string;
  readonly time: string;
}

const isMedicineList = listGuard(storageGuard<Medicine>(validateMedicine));

export const medicinesData = memberDataKind<Medicine[]>({
  key: MEDICINES_KEY,
  schema: 'medicine',
  label: t('storage.medicines'),
  version: 2,
  validate: isMedicineList,
  initial: () => [],
  migrate: (value) => {
    const repaired = medicinesFromLegacy(value, localDay(Date.now(), memberTimeZone()));
    return isMedicineList(repaired) ? repaired : undefined;
  },
  // No date says when a medicine was last edited: on a clash the phone's copy stays.
  merge: { kind: 'entries', identity: 'id' },
  backup: {},
  hosted: { table: 'medicines' },
});

export const medicinesSlice = medicinesData.slice;

const list = (): Medicine[] => medicinesSlice().state.value;

export function addMedicine(input: MedicineInput): Medicine {
  const medicine: Medicine = { id: newAgendaId(), ...input, taken: false };
  list().push(medicine);
  return medicine;
}

/** Changes name, dose and time; today's tick stays as it was. */
export function updateMedicine(id: string, input: MedicineInput): Medicine | undefined {
  const index = list().findIndex((medicine) => medicine.id === id);
  const current = list()[index];
  if (!current) return undefined;
  const updated: Medicine = { ...current, ...input };
  list()[index] = updated;
  return updated;
}

export function removeMedicine(id: string): void {
  const state = medicinesSlice().state;
  state.value = state.value.filter((medicine) => medicine.id !== id);
}

/** Ticks or unticks the medicine for that local day. */
export function setMedicineTaken(id: string, taken: boolean, day: string): void {
  const index = list().findIndex((medicine) => medicine.id === id);
  const current = list()[index];
  if (current) list()[index] = withTaken(current, taken, day);
}
