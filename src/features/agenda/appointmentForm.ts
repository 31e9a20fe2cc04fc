// The appointment form's rules (spec §5): title and date-time required, location optional, notes. The
// fields and messages are content/forms/appointment.json. The date-time input gives the member's wall-clock time; it is stored as the instant it names.
import { instantOfIsoDateTime } from '../../domain/agenda/appointmentTime';
import { formatDay, formatTimeOfDay, zonedParts } from '../../domain/format/zonedTime';
import { appointmentForm } from '../../content/forms';
import {
  fieldMessage,
  firstInvalidField,
  validateFields,
} from '../../renderers/form/validateFields';
import type { Appointment, AppointmentInput } from '../../state/appointments';

export type AppointmentField = 'title' | 'datetime' | 'location' | 'notes';
export type AppointmentValues = Record<AppointmentField, string>;
export type AppointmentErrors = Partial<Record<AppointmentField, string>>;

/** What a datetime-local input shows for a stored appointment: 'YYYY-MM-DDTHH:MM' in the zone. */
export function appointmentValues(appointment: Appointment, timeZone: string): AppointmentValues {
  const instant = instantOfIsoDateTime(appointment.datetime, timeZone);
  const parts = instant === undefined ? undefined : zonedParts(instant, timeZone);
  return {
    title: appointment.title,
    datetime: parts ? `${formatDay(parts)}T${formatTimeOfDay(parts)}` : '',
    location: appointment.location ?? '',
    notes: appointment.notes,
  };
}

export type AppointmentFormResult =
  | { readonly ok: true; readonly input: AppointmentInput }
  | { readonly ok: false; readonly errors: AppointmentErrors; readonly first: AppointmentField };

export function checkAppointmentForm(
  values: AppointmentValues,
  timeZone: string,
): AppointmentFormResult {
  const errors: Record<string, string> = { ...validateFields(appointmentForm.fields, values) };
  const written = values.datetime.trim();
  // The input gives no offset, so the value is read as the member's wall clock.
  const instant = /[zZ]|[+-]\d{2}:\d{2}$/.test(written)
    ? undefined
    : instantOfIsoDateTime(written, timeZone);
  if (written && instant === undefined) {
    errors.datetime = fieldMessage(appointmentForm.fields, 'datetime', 'invalid');
  }
  const first = firstInvalidField(appointmentForm.fields, errors);
  if (first !== undefined || instant === undefined) {
    return { ok: false, errors, first: isAppointmentField(first) ? first : 'datetime' };
  }
  const location = values.location.trim();
  return {
    ok: true,
    input: {
      title: values.title.trim(),
      datetime: new Date(instant).toISOString(),
      ...(location ? { location } : {}),
      notes: values.notes.trim(),
    },
  };
}

const isAppointmentField = (id: string | undefined): id is AppointmentField =>
  id === 'title' || id === 'datetime' || id === 'location' || id === 'notes';
