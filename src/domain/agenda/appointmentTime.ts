// When an appointment happens. Its `datetime` is ISO 8601: with an offset (this app writes
// `toISOString`) it is an instant; without one (what a datetime-local input gives, and what older data
// may hold) it is a wall-clock time in the member's time zone.
import type { Appointment } from '../../content/types/storage/appointment';
import { instantAt } from '../format/zonedTime';

const ISO_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

/** The instant of an ISO date-time, reading one without an offset in the zone; undefined if invalid. */
export function instantOfIsoDateTime(value: string, timeZone: string): number | undefined {
  const match = ISO_PATTERN.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = match[6] === undefined ? 0 : Number(match[6]);
  const probe = new Date(Date.UTC(year, month - 1, day));
  const valid =
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  if (!valid) return undefined;
  if (match[7] !== undefined) {
    const instant = Date.parse(value);
    return Number.isNaN(instant) ? undefined : instant;
  }
  return instantAt({ year, month, day, hour, minute, second }, timeZone);
}

export function appointmentInstant(appointment: Appointment, timeZone: string): number | undefined {
  return instantOfIsoDateTime(appointment.datetime, timeZone);
}

export interface AppointmentsByTime {
  /** Not started yet, soonest first. */
  readonly upcoming: readonly Appointment[];
  /** Already started (or with an unreadable date), most recent first. */
  readonly past: readonly Appointment[];
}

/** Splits the list at `now`: what is still ahead and what has happened. */
export function appointmentsByTime(
  appointments: readonly Appointment[],
  now: number,
  timeZone: string,
): AppointmentsByTime {
  const timed = appointments.map((appointment) => ({
    appointment,
    at: appointmentInstant(appointment, timeZone) ?? Number.NEGATIVE_INFINITY,
  }));
  const upcoming = timed.filter((entry) => entry.at >= now).sort((a, b) => a.at - b.at);
  const past = timed.filter((entry) => entry.at < now).sort((a, b) => b.at - a.at);
  return {
    upcoming: upcoming.map((entry) => entry.appointment),
    past: past.map((entry) => entry.appointment),
  };
}
