// The agenda as an iCalendar file a phone calendar imports (RFC 5545), so reminders ring even with the
// app closed: each medicine a daily event at its time with an alarm at that time, each appointment an
// event with its alarms (4 hours before, kept out of the night: appointmentAlarms.ts). Times are wall-clock times in the member's zone (TZID with its
// VTIMEZONE). UIDs come from the items' ids, so importing the file again updates instead of duplicating.
// The words the member reads in the calendar come from the caller (content/messages/agenda.json).
import type { Appointment } from '../../content/types/storage/appointment';
import type { Medicine } from '../../content/types/storage/medicine';
import { appointmentInstant } from './appointmentTime';
import { escapeText, icsDocument, localDateTimeValue, property, utcDateTimeValue } from './icsText';
import { vtimezoneLines } from './icsTimezone';
import {
  APPOINTMENT_REMINDER_LEAD_MS,
  LAST_CALL_LEAD_MS,
  appointmentAlarms,
  type AppointmentAlarm,
} from './appointmentAlarms';
import { localDay, parseDayAndTime, zonedParts } from '../format/zonedTime';

export interface AgendaCalendarInput {
  readonly medicines: readonly Medicine[];
  readonly appointments: readonly Appointment[];
  readonly now: number;
  readonly timeZone: string;
}

/** What the member reads in the calendar: events' titles and descriptions, alarms' texts. */
export interface AgendaCalendarWords {
  /** A medicine's event title: 'Medicina: Losartán (1 tableta)'. */
  readonly medicineSummary: (medicine: Medicine) => string;
  /** A medicine's event description: 'Dosis: 1 tableta. De tu agenda Vita365.'. */
  readonly medicineDescription: (medicine: Medicine) => string;
  /** A medicine's alarm at its time: 'Hora de tomar Losartán (1 tableta)'. */
  readonly medicineAlarm: (medicine: Medicine) => string;
  /** An appointment's alarm `hours` before it: 'Cita en 4 horas: Dentista'. */
  readonly appointmentInHours: (hours: number, title: string) => string;
  /** An appointment's alarm the evening before: 'Cita mañana a las 09:30: Dentista'. */
  readonly appointmentTomorrow: (time: string, title: string) => string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead the zone's clock changes are written out, for the daily medicine events. */
const ZONE_YEARS_AHEAD = 10;
const UID_DOMAIN = 'agenda.vita365';

export const medicineUid = (medicine: Medicine): string => `medicina-${medicine.id}@${UID_DOMAIN}`;
export const appointmentUid = (appointment: Appointment): string =>
  `cita-${appointment.id}@${UID_DOMAIN}`;

const HOUR_MS = 60 * 60 * 1000;
const leadHours = APPOINTMENT_REMINDER_LEAD_MS / HOUR_MS;
const lastCallHours = LAST_CALL_LEAD_MS / HOUR_MS;

function alarm(trigger: string, description: string): string[] {
  return [
    'BEGIN:VALARM',
    property('ACTION', 'DISPLAY'),
    property('TRIGGER', trigger),
    property('DESCRIPTION', escapeText(description)),
    'END:VALARM',
  ];
}

/** A negative duration before the start, in whole hours and minutes ('-PT4H', '-PT10H30M'). */
export function triggerBefore(leadMs: number): string {
  const minutes = Math.round(leadMs / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `-PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

function appointmentAlarmText(
  alarm: AppointmentAlarm,
  startsAt: number,
  title: string,
  timeZone: string,
  words: AgendaCalendarWords,
): string {
  if (alarm.kind === 'lead') return words.appointmentInHours(leadHours, title);
  if (alarm.kind === 'lastCall') return words.appointmentInHours(lastCallHours, title);
  const { hour, minute } = zonedParts(startsAt, timeZone);
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return words.appointmentTomorrow(time, title);
}

function medicineEvent(
  medicine: Medicine,
  input: AgendaCalendarInput,
  stamp: string,
  words: AgendaCalendarWords,
): string[] {
  const start = parseDayAndTime(localDay(input.now, input.timeZone), medicine.time);
  if (!start) return [];
  return [
    'BEGIN:VEVENT',
    property('UID', medicineUid(medicine)),
    property('DTSTAMP', stamp),
    property('DTSTART', localDateTimeValue(start), { TZID: input.timeZone }),
    property('DURATION', 'PT15M'),
    property('RRULE', 'FREQ=DAILY'),
    property('SUMMARY', escapeText(words.medicineSummary(medicine))),
    property('DESCRIPTION', escapeText(words.medicineDescription(medicine))),
    property('TRANSP', 'TRANSPARENT'),
    ...alarm('PT0S', words.medicineAlarm(medicine)),
    'END:VEVENT',
  ];
}

function appointmentEvent(
  appointment: Appointment,
  startsAt: number,
  input: AgendaCalendarInput,
  stamp: string,
  words: AgendaCalendarWords,
): string[] {
  const location = appointment.location?.trim();
  const notes = appointment.notes.trim();
  return [
    'BEGIN:VEVENT',
    property('UID', appointmentUid(appointment)),
    property('DTSTAMP', stamp),
    property('DTSTART', localDateTimeValue(zonedParts(startsAt, input.timeZone)), {
      TZID: input.timeZone,
    }),
    property('DURATION', 'PT1H'),
    property('SUMMARY', escapeText(appointment.title)),
    ...(location ? [property('LOCATION', escapeText(location))] : []),
    ...(notes ? [property('DESCRIPTION', escapeText(notes))] : []),
    ...appointmentAlarms(startsAt, input.timeZone).flatMap((entry) =>
      alarm(
        triggerBefore(startsAt - entry.at),
        appointmentAlarmText(entry, startsAt, appointment.title, input.timeZone, words),
      ),
    ),
    'END:VEVENT',
  ];
}

/** The number of events the file would hold (an iCalendar file needs at least one). */
export function calendarEventCount(input: Omit<AgendaCalendarInput, 'now'>): number {
  const timedAppointments = input.appointments.filter(
    (appointment) => appointmentInstant(appointment, input.timeZone) !== undefined,
  );
  const timedMedicines = input.medicines.filter(
    (medicine) => parseDayAndTime('2000-01-01', medicine.time) !== undefined,
  );
  return timedMedicines.length + timedAppointments.length;
}

/** The .ics text: VCALENDAR with the zone's VTIMEZONE, the medicines and the appointments. */
export function agendaCalendar(input: AgendaCalendarInput, words: AgendaCalendarWords): string {
  const stamp = utcDateTimeValue(input.now);
  const timedAppointments = input.appointments.flatMap((appointment) => {
    const startsAt = appointmentInstant(appointment, input.timeZone);
    return startsAt === undefined ? [] : [{ appointment, startsAt }];
  });
  const earliest = Math.min(input.now, ...timedAppointments.map((entry) => entry.startsAt));
  const latest = Math.max(input.now, ...timedAppointments.map((entry) => entry.startsAt));
  const zoneFrom = earliest - DAY_MS;
  const zoneTo = latest + ZONE_YEARS_AHEAD * 365 * DAY_MS;
  return icsDocument([
    'BEGIN:VCALENDAR',
    property('VERSION', '2.0'),
    property('PRODID', '-//Vita365//Agenda//ES'),
    property('CALSCALE', 'GREGORIAN'),
    property('METHOD', 'PUBLISH'),
    ...vtimezoneLines(input.timeZone, zoneFrom, zoneTo),
    ...input.medicines.flatMap((medicine) => medicineEvent(medicine, input, stamp, words)),
    ...timedAppointments.flatMap(({ appointment, startsAt }) =>
      appointmentEvent(appointment, startsAt, input, stamp, words),
    ),
    'END:VCALENDAR',
  ]);
}
