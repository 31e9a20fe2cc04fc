import { useState, type FormEvent } from 'react';
import type { Medicine, MedicineInput } from '../../state/medicines';
import { Button } from '../../ui/Button/Button';
import { Dialog } from '../../ui/Dialog/Dialog';
import { AgendaField } from './AgendaField';
import * as styles from './AgendaPage.css';
import { agendaMessages } from './agendaMessages';
import { focusField } from './focusField';
import {
  checkMedicineForm,
  emptyMedicine,
  type MedicineErrors,
  type MedicineField,
  type MedicineValues,
} from './medicineForm';

const FORM_ID = 'medicine-form';

export interface MedicineFormDialogProps {
  readonly open: boolean;
  /** The medicine being edited; null to add one. */
  readonly medicine: Medicine | null;
  readonly onOpenChange: (open: boolean) => void;
  readonly onSave: (input: MedicineInput) => void;
}

/** Add or edit a medicine: name, dose and time, all required; nothing is saved while one is missing. */
export function MedicineFormDialog({
  open,
  medicine,
  onOpenChange,
  onSave,
}: MedicineFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={medicine ? agendaMessages.editMedicine : agendaMessages.addMedicine}
      description="Todos los campos son obligatorios."
      actions={
        <>
          <Button tone="secondary" onClick={() => onOpenChange(false)}>
            {agendaMessages.cancel}
          </Button>
          <Button type="submit" form={FORM_ID}>
            {agendaMessages.save}
          </Button>
        </>
      }
    >
      <MedicineForm
        initial={
          medicine
            ? { name: medicine.name, dose: medicine.dose, time: medicine.time }
            : emptyMedicine
        }
        onSave={onSave}
      />
    </Dialog>
  );
}

function MedicineForm({
  initial,
  onSave,
}: {
  readonly initial: MedicineValues;
  readonly onSave: (input: MedicineInput) => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<MedicineErrors>({});

  const change = (field: MedicineField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = checkMedicineForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusField(event.currentTarget, result.first);
      return;
    }
    onSave(result.input);
  }

  return (
    <form id={FORM_ID} className={styles.form} noValidate onSubmit={submit}>
      <AgendaField id="medicine-name" label="Nombre" error={errors.name}>
        {(control) => (
          <input
            {...control}
            name="name"
            autoComplete="off"
            required
            value={values.name}
            onChange={(event) => change('name')(event.target.value)}
          />
        )}
      </AgendaField>
      <AgendaField
        id="medicine-dose"
        label="Dosis"
        hint="Por ejemplo: 1 tableta de 500 mg"
        error={errors.dose}
      >
        {(control) => (
          <input
            {...control}
            name="dose"
            autoComplete="off"
            required
            value={values.dose}
            onChange={(event) => change('dose')(event.target.value)}
          />
        )}
      </AgendaField>
      <AgendaField id="medicine-time" label="Hora" hint="Cada día a esta hora" error={errors.time}>
        {(control) => (
          <input
            {...control}
            name="time"
            type="time"
            required
            value={values.time}
            onChange={(event) => change('time')(event.target.value)}
          />
        )}
      </AgendaField>
    </form>
  );
}
