// The member's medical appointments (`vita365_appointments`), a bare array in the spec's Appointment
// shape. Older forms of the data are repaired on load. The slice registers on first use.
import { t } from '../content/messages';
import type { Appointment } from '../content/types/storage/appointment';
import { appointmentsFromLegacy } from '../domain/agenda/agendaLegacyData';
import { newAgendaId } from './agendaIds';
import { memberDataKind } from './memberDataKind';
import { validate as validateAppointment } from 'virtual:storage-validator/appointment';
import { listGuard, storageGuard } from './storageValidator';

export type { Appointment } from '../content/types/storage/appointment';

export const APPOINTMENTS_KEY = 'vita365_appointments';

export interface AppointmentInput {
  readonly title: string;
  /** ISO 8601, as `toISOString` writes it. */
  readonly datetime: string;
  /** Left out when blank. */
  readonly location?: string;
  readonly notes: string;
}

const isAppointmentList = listGuard(storageGuard<Appointment>(validateAppointment));

export const appointmentsData = memberDataKind<Appointment[]>({
  key: APPOINTMENTS_KEY,
  schema: 'appointment',
  label: t('storage.appointments'),
  version: 1,
  validate: isAppointmentList,
  initial: () => [],
  migrate: (value) => {
    const repaired = appointmentsFromLegacy(value);
    return isAppointmentList(repaired) ? repaired : undefined;
  },
  merge: { kind: 'entries', identity: 'id' },
  backup: {},
  hosted: { table: 'appointments' },
});

export const appointmentsSlice = appointmentsData.slice;

const list = (): Appointment[] => appointmentsSlice().state.value;

export function addAppointment(input: AppointmentInput): Appointment {
  const appointment: Appointment = { id: newAgendaId(), ...input };
  list().push(appointment);
  return appointment;
}

export function updateAppointment(id: string, input: AppointmentInput): Appointment | undefined {
  const index = list().findIndex((appointment) => appointment.id === id);
  if (index < 0) return undefined;
  // Replaced whole, so a location cleared in the form is removed rather than kept.
  const updated: Appointment = { id, ...input };
  list()[index] = updated;
  return updated;
}

export function removeAppointment(id: string): void {
  const state = appointmentsSlice().state;
  state.value = state.value.filter((appointment) => appointment.id !== id);
}
