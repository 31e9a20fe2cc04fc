import { formMessage, medicineForm } from '../../content/forms';
import type { FormValues } from '../../renderers/form/formValues';
import { textOf } from '../../renderers/form/formValues';
import { FormDialog } from '../../renderers/form/FormDialog';
import type { Medicine, MedicineInput } from '../../state/medicines';
import { checkMedicineForm, type MedicineValues } from './medicineForm';
import { t } from '../../content/messages';

export interface MedicineFormDialogProps {
  readonly open: boolean;
  /** The medicine being edited; null to add one. */
  readonly medicine: Medicine | null;
  readonly onOpenChange: (open: boolean) => void;
  readonly onSave: (input: MedicineInput) => void;
}

const medicineValues = (values: FormValues): MedicineValues => ({
  name: textOf(values, 'name'),
  dose: textOf(values, 'dose'),
  time: textOf(values, 'time'),
});

/** Add or edit a medicine: name, dose and time, all required; nothing is saved while one is missing. */
export function MedicineFormDialog({
  open,
  medicine,
  onOpenChange,
  onSave,
}: MedicineFormDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={medicine ? t('agenda.editMedicine') : t('agenda.addMedicine')}
      description={formMessage(medicineForm, 'description')}
      cancelLabel={t('agenda.cancel')}
      saveLabel={t('agenda.save')}
      idPrefix="medicine"
      fields={medicineForm.fields}
      errorTiming={medicineForm.errorTiming}
      initialValues={
        medicine ? { name: medicine.name, dose: medicine.dose, time: medicine.time } : {}
      }
      validate={(values) => {
        const result = checkMedicineForm(medicineValues(values));
        return result.ok ? {} : result.errors;
      }}
      onValid={(values) => {
        const result = checkMedicineForm(medicineValues(values));
        if (result.ok) onSave(result.input);
      }}
    />
  );
}
