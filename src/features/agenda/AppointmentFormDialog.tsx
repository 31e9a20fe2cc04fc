import { useState } from 'react';
import { appointmentForm, formMessage } from '../../content/forms';
import { appointmentFarFromNow } from '../../domain/agenda/appointmentRange';
import { zonedParts } from '../../domain/format/zonedTime';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import type { FormValues } from '../../renderers/form/formValues';
import { textOf } from '../../renderers/form/formValues';
import { FormDialog } from '../../renderers/form/FormDialog';
import type { Appointment, AppointmentInput } from '../../state/appointments';
import { appointmentValues, checkAppointmentForm, type AppointmentValues } from './appointmentForm';
import { t } from '../../content/messages';

export interface AppointmentFormDialogProps {
  readonly open: boolean;
  /** The appointment being edited; null to add one. */
  readonly appointment: Appointment | null;
  /** The title a new appointment starts with. */
  readonly draftTitle?: string;
  readonly timeZone: string;
  readonly onOpenChange: (open: boolean) => void;
  readonly onSave: (input: AppointmentInput) => void;
}

const typedAppointment = (values: FormValues): AppointmentValues => ({
  title: textOf(values, 'title'),
  datetime: textOf(values, 'datetime'),
  location: textOf(values, 'location'),
  notes: textOf(values, 'notes'),
});

const message = (key: string): string => formMessage(appointmentForm, key);

/**
 * Add or edit an appointment: title and date-time required, place and notes optional. One more than
 * 5 years before or after today is saved only after '¿Seguro?' (issue 43).
 */
export function AppointmentFormDialog({
  open,
  appointment,
  draftTitle,
  timeZone,
  onOpenChange,
  onSave,
}: AppointmentFormDialogProps) {
  const check = (values: FormValues) => checkAppointmentForm(typedAppointment(values), timeZone);
  const [farAway, setFarAway] = useState<AppointmentInput | null>(null);
  const farYear = farAway ? zonedParts(Date.parse(farAway.datetime), timeZone).year : 0;
  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={appointment ? t('agenda.editAppointment') : t('agenda.addAppointment')}
        description={formMessage(appointmentForm, 'description')}
        cancelLabel={t('agenda.cancel')}
        saveLabel={t('agenda.save')}
        idPrefix="appointment"
        fields={appointmentForm.fields}
        errorTiming={appointmentForm.errorTiming}
        initialValues={
          appointment
            ? appointmentValues(appointment, timeZone)
            : draftTitle === undefined
              ? {}
              : { title: draftTitle }
        }
        validate={(values) => {
          const result = check(values);
          return result.ok ? {} : result.errors;
        }}
        onValid={(values) => {
          const result = check(values);
          if (!result.ok) return;
          if (appointmentFarFromNow(Date.parse(result.input.datetime), Date.now())) {
            setFarAway(result.input);
          } else {
            onSave(result.input);
          }
        }}
      />
      <ConfirmDialog
        open={farAway !== null}
        onOpenChange={(isOpen) => !isOpen && setFarAway(null)}
        title={message('farTitle').replace('{year}', String(farYear))}
        description={message('farDescription')}
        confirmLabel={message('farConfirm')}
        cancelLabel={message('farCancel')}
        tone="primary"
        onConfirm={() => {
          if (farAway) onSave(farAway);
          setFarAway(null);
        }}
      />
    </>
  );
}
