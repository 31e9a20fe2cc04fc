// When an appointment's reminders ring (spec §4: 4 hours before), kept out of the night: an alarm that
// would fall between 22:00 and 07:00 moves to 21:00 the evening before, and a second alarm rings 1 hour
// before the appointment. The .ics file and the in-app reminder both read these alarms.
import { instantOfDayTime, localDay, zonedParts } from '../format/zonedTime';

const HOUR_MS = 60 * 60 * 1000;

/** Spec §4: an appointment alert fires 4 hours before. */
export const APPOINTMENT_REMINDER_LEAD_MS = 4 * HOUR_MS;
/** The second alarm when the first was moved out of the night. */
export const LAST_CALL_LEAD_MS = HOUR_MS;
/** The night, in the member's wall-clock hours: from 22:00 up to (not including) 07:00. */
export const NIGHT_STARTS_HOUR = 22;
export const NIGHT_ENDS_HOUR = 7;
/** Where a night alarm goes: this time on the evening before. */
export const EVENING_ALARM_TIME = '21:00';

export type AppointmentAlarmKind = 'lead' | 'evening' | 'lastCall';

export interface AppointmentAlarm {
  readonly kind: AppointmentAlarmKind;
  /** When it rings (epoch ms). */
  readonly at: number;
}

/** True when the zone's clock reads between 22:00 and 06:59 at that instant. */
export function isNightTime(instant: number, timeZone: string): boolean {
  const { hour } = zonedParts(instant, timeZone);
  return hour >= NIGHT_STARTS_HOUR || hour < NIGHT_ENDS_HOUR;
}

/** 21:00 on the evening that opens the night `instant` falls in. */
function eveningBefore(instant: number, timeZone: string): number {
  const { hour } = zonedParts(instant, timeZone);
  // Before 07:00 the evening is the previous day's: 8 hours back is on that day, whatever the hour.
  const day = localDay(hour < NIGHT_ENDS_HOUR ? instant - 8 * HOUR_MS : instant, timeZone);
  return instantOfDayTime(day, EVENING_ALARM_TIME, timeZone) ?? instant;
}

/**
 * The alarms of an appointment starting at `startsAt`, earliest first: 4 hours before; or, when that
 * falls in the night, 21:00 the evening before and 1 hour before.
 */
export function appointmentAlarms(startsAt: number, timeZone: string): AppointmentAlarm[] {
  const lead = startsAt - APPOINTMENT_REMINDER_LEAD_MS;
  if (!isNightTime(lead, timeZone)) return [{ kind: 'lead', at: lead }];
  return [
    { kind: 'evening', at: eveningBefore(lead, timeZone) },
    { kind: 'lastCall', at: startsAt - LAST_CALL_LEAD_MS },
  ];
}
