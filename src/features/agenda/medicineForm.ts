// The medicine form's rules (spec §5): name, dose and time are all required; time is HH:MM. The
// fields, rules and messages are content/forms/medicine.json.
import { medicineForm } from '../../content/forms';
import { firstInvalidField, validateFields } from '../../renderers/form/validateFields';
import type { MedicineInput } from '../../state/medicines';

export type MedicineField = keyof MedicineInput;
export type MedicineValues = Record<MedicineField, string>;
export type MedicineErrors = Partial<Record<MedicineField, string>>;

export type MedicineFormResult =
  | { readonly ok: true; readonly input: MedicineInput }
  | { readonly ok: false; readonly errors: MedicineErrors; readonly first: MedicineField };

const isMedicineField = (id: string | undefined): id is MedicineField =>
  id === 'name' || id === 'dose' || id === 'time';

export function checkMedicineForm(values: MedicineValues): MedicineFormResult {
  const errors: MedicineErrors = validateFields(medicineForm.fields, values);
  const first = firstInvalidField(medicineForm.fields, errors);
  if (isMedicineField(first)) return { ok: false, errors, first };
  // A time input may give seconds ('08:30:00'); the agenda keeps HH:MM.
  const time = values.time.trim().slice(0, 5);
  return { ok: true, input: { name: values.name.trim(), dose: values.dose.trim(), time } };
}
