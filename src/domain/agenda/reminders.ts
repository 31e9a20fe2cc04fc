// Which agenda reminders are due (spec §4): a medicine at its time today unless ticked as taken today;
// an appointment at its alarms (4 hours before, kept out of the night: see appointmentAlarms.ts). A
// reminder stays due until the end of its window (the end of that day for a medicine, the next alarm or
// the start for an appointment), so a check that comes late — the app opened after the time — still
// shows it; `fired` (reminders already shown) keeps each one to a single showing.
import type { Appointment } from '../../content/types/storage/appointment';
import type { Medicine } from '../../content/types/storage/medicine';
import { appointmentAlarms, type AppointmentAlarmKind } from './appointmentAlarms';
import { appointmentInstant } from './appointmentTime';
import { isTakenOn } from './medicineTaken';
import { instantOfDayTime, localDay } from '../format/zonedTime';

export { APPOINTMENT_REMINDER_LEAD_MS } from './appointmentAlarms';

/**
 * How long a shown reminder is remembered. Longer than any reminder stays due (a medicine's day is at
 * most 25 hours, on a clock-change day), so forgetting it can never let it show again.
 */
export const FIRED_RETENTION_MS = 48 * 60 * 60 * 1000;

export interface MedicineReminder {
  readonly kind: 'medicine';
  readonly id: string;
  /** Which showing of the item this is: the day and time for a medicine ('2026-03-10T08:00'). */
  readonly occurrence: string;
  /** When it became due. */
  readonly at: number;
  readonly medicine: Medicine;
}

export interface AppointmentReminder {
  readonly kind: 'appointment';
  readonly id: string;
  /** The start as an ISO instant: the same appointment moved to another time is another reminder. */
  readonly occurrence: string;
  readonly at: number;
  readonly startsAt: number;
  /** Which of the appointment's alarms this is: 4 hours before, 21:00 the evening before, 1 hour before. */
  readonly alarm: AppointmentAlarmKind;
  readonly appointment: Appointment;
}

export type Reminder = MedicineReminder | AppointmentReminder;

export interface ReminderCheck {
  readonly medicines: readonly Medicine[];
  readonly appointments: readonly Appointment[];
  readonly now: number;
  /** The member's IANA time zone: medicine times and offset-less appointment times are read in it. */
  readonly timeZone: string;
  /** Ids of reminders already shown (or settled when the member saved the item). */
  readonly fired: ReadonlySet<string>;
}

/**
 * One id per item and occurrence. The time is part of it, so moving a medicine to a later time today,
 * or an appointment to another date, gives a new reminder.
 */
const medicineOccurrence = (medicine: Medicine, day: string): string => `${day}T${medicine.time}`;

const appointmentOccurrence = (startsAt: number): string => new Date(startsAt).toISOString();

export const medicineReminderId = (medicine: Medicine, day: string): string =>
  `medicine:${medicine.id}:${medicineOccurrence(medicine, day)}`;

/** The first alarm keeps the plain id; the 1-hour alarm after a night one is told apart by a suffix. */
export const appointmentReminderId = (
  appointment: Appointment,
  startsAt: number,
  alarm: AppointmentAlarmKind = 'lead',
): string =>
  `appointment:${appointment.id}:${appointmentOccurrence(startsAt)}${alarm === 'lastCall' ? ':1h' : ''}`;

function medicineReminders(check: ReminderCheck): MedicineReminder[] {
  const today = localDay(check.now, check.timeZone);
  return check.medicines.flatMap((medicine): MedicineReminder[] => {
    const at = instantOfDayTime(today, medicine.time, check.timeZone);
    if (at === undefined || at > check.now || isTakenOn(medicine, today)) return [];
    const id = medicineReminderId(medicine, today);
    if (check.fired.has(id)) return [];
    return [
      { kind: 'medicine', id, occurrence: medicineOccurrence(medicine, today), at, medicine },
    ];
  });
}

function appointmentReminders(check: ReminderCheck): AppointmentReminder[] {
  return check.appointments.flatMap((appointment): AppointmentReminder[] => {
    const startsAt = appointmentInstant(appointment, check.timeZone);
    if (startsAt === undefined || check.now >= startsAt) return [];
    const alarms = appointmentAlarms(startsAt, check.timeZone);
    // Only the latest alarm that has come: an earlier one missed while the app was closed is stale.
    const index = alarms.findLastIndex((alarm) => alarm.at <= check.now);
    const alarm = alarms[index];
    if (!alarm) return [];
    const id = appointmentReminderId(appointment, startsAt, alarm.kind);
    if (check.fired.has(id)) return [];
    const occurrence = appointmentOccurrence(startsAt);
    return [
      {
        kind: 'appointment',
        id,
        occurrence,
        at: alarm.at,
        startsAt,
        alarm: alarm.kind,
        appointment,
      },
    ];
  });
}

/** The reminders to show now, earliest first. */
export function dueReminders(check: ReminderCheck): Reminder[] {
  return [...medicineReminders(check), ...appointmentReminders(check)].sort(
    (a, b) => a.at - b.at || a.id.localeCompare(b.id),
  );
}

/** Whether a reminder shown at `firedAt` must still be remembered at `now`. */
export function stillRemembered(firedAt: number, now: number): boolean {
  return now - firedAt < FIRED_RETENTION_MS;
}
