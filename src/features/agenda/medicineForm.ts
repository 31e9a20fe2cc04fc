// The medicine form's rules (spec §5): name, dose and time are all required; time is HH:MM.
import type { MedicineInput } from '../../state/medicines';
import { agendaMessages } from './agendaMessages';

export type MedicineField = keyof MedicineInput;
export type MedicineValues = Record<MedicineField, string>;
export type MedicineErrors = Partial<Record<MedicineField, string>>;

export const medicineFields: readonly MedicineField[] = ['name', 'dose', 'time'];

export const emptyMedicine: MedicineValues = { name: '', dose: '', time: '' };

/** A time input may give seconds ('08:30:00'); the agenda keeps HH:MM. */
function timeOf(value: string): string | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d(\.\d+)?)?$/.exec(value.trim());
  return match ? `${match[1]}:${match[2]}` : undefined;
}

export type MedicineFormResult =
  | { readonly ok: true; readonly input: MedicineInput }
  | { readonly ok: false; readonly errors: MedicineErrors; readonly first: MedicineField };

export function checkMedicineForm(values: MedicineValues): MedicineFormResult {
  const errors: MedicineErrors = {};
  const name = values.name.trim();
  const dose = values.dose.trim();
  const time = timeOf(values.time);
  if (!name) errors.name = agendaMessages.nameRequired;
  if (!dose) errors.dose = agendaMessages.doseRequired;
  if (!values.time.trim()) errors.time = agendaMessages.timeRequired;
  else if (!time) errors.time = agendaMessages.timeInvalid;
  const first = medicineFields.find((field) => errors[field] !== undefined);
  if (first || !time) return { ok: false, errors, first: first ?? 'time' };
  return { ok: true, input: { name, dose, time } };
}
