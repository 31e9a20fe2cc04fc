import { useState, type FormEvent } from 'react';
import type { Appointment, AppointmentInput } from '../../state/appointments';
import { Button } from '../../ui/Button/Button';
import { Dialog } from '../../ui/Dialog/Dialog';
import { AgendaField } from './AgendaField';
import * as styles from './AgendaPage.css';
import { agendaMessages } from './agendaMessages';
import {
  appointmentValues,
  checkAppointmentForm,
  emptyAppointment,
  type AppointmentErrors,
  type AppointmentField,
  type AppointmentValues,
} from './appointmentForm';
import { focusField } from './focusField';

const FORM_ID = 'appointment-form';

export interface AppointmentFormDialogProps {
  readonly open: boolean;
  /** The appointment being edited; null to add one. */
  readonly appointment: Appointment | null;
  readonly timeZone: string;
  readonly onOpenChange: (open: boolean) => void;
  readonly onSave: (input: AppointmentInput) => void;
}

/** Add or edit an appointment: title and date-time required, place and notes optional. */
export function AppointmentFormDialog({
  open,
  appointment,
  timeZone,
  onOpenChange,
  onSave,
}: AppointmentFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={appointment ? agendaMessages.editAppointment : agendaMessages.addAppointment}
      description="El título y la fecha y hora son obligatorios."
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
      <AppointmentForm
        initial={appointment ? appointmentValues(appointment, timeZone) : emptyAppointment}
        timeZone={timeZone}
        onSave={onSave}
      />
    </Dialog>
  );
}

function AppointmentForm({
  initial,
  timeZone,
  onSave,
}: {
  readonly initial: AppointmentValues;
  readonly timeZone: string;
  readonly onSave: (input: AppointmentInput) => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AppointmentErrors>({});

  const change = (field: AppointmentField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = checkAppointmentForm(values, timeZone);
    if (!result.ok) {
      setErrors(result.errors);
      focusField(event.currentTarget, result.first);
      return;
    }
    onSave(result.input);
  }

  return (
    <form id={FORM_ID} className={styles.form} noValidate onSubmit={submit}>
      <AgendaField id="appointment-title" label="Título" error={errors.title}>
        {(control) => (
          <input
            {...control}
            name="title"
            autoComplete="off"
            required
            value={values.title}
            onChange={(event) => change('title')(event.target.value)}
          />
        )}
      </AgendaField>
      <AgendaField id="appointment-datetime" label="Fecha y hora" error={errors.datetime}>
        {(control) => (
          <input
            {...control}
            name="datetime"
            type="datetime-local"
            required
            value={values.datetime}
            onChange={(event) => change('datetime')(event.target.value)}
          />
        )}
      </AgendaField>
      <AgendaField id="appointment-location" label="Lugar (opcional)" error={errors.location}>
        {(control) => (
          <input
            {...control}
            name="location"
            autoComplete="off"
            value={values.location}
            onChange={(event) => change('location')(event.target.value)}
          />
        )}
      </AgendaField>
      <AgendaField id="appointment-notes" label="Notas (opcional)" multiline error={errors.notes}>
        {(control) => (
          <textarea
            {...control}
            name="notes"
            rows={3}
            value={values.notes}
            onChange={(event) => change('notes')(event.target.value)}
          />
        )}
      </AgendaField>
    </form>
  );
}
