// Wall-clock dates and times in a named time zone (the member's), computed with Intl's time-zone data.
// Instants are epoch milliseconds; days are 'YYYY-MM-DD' and times 'HH:MM', as the agenda stores them.

export interface ZonedParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const MINUTE_MS = 60_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when Intl knows this IANA zone name. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock reading of an instant in the zone. */
export function zonedParts(instant: number, timeZone: string): ZonedParts {
  const values: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year ?? 1970,
    month: values.month ?? 1,
    day: values.day ?? 1,
    // Some engines print midnight as 24 even with h23.
    hour: (values.hour ?? 0) % 24,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

const wallClockAsUtc = (parts: ZonedParts): number =>
  Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);

/** Minutes to add to UTC to get the zone's wall clock at that instant (Mexico City: -360). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return Math.round((wallClockAsUtc(zonedParts(whole, timeZone)) - whole) / MINUTE_MS);
}

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

export function formatDay(parts: Pick<ZonedParts, 'year' | 'month' | 'day'>): string {
  return `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
}

export function formatTimeOfDay(parts: Pick<ZonedParts, 'hour' | 'minute'>): string {
  return `${pad(parts.hour)}:${pad(parts.minute)}`;
}

/** The member's calendar day ('YYYY-MM-DD') at that instant. */
export function localDay(instant: number, timeZone: string): string {
  return formatDay(zonedParts(instant, timeZone));
}

/**
 * The instant at which the zone's clocks read this wall-clock time. A time skipped by a clock change
 * (02:30 when clocks jump from 02:00 to 03:00) resolves to the same distance after the jump; a time
 * that happens twice resolves to its first occurrence.
 */
export function instantAt(parts: ZonedParts, timeZone: string): number {
  const asUtc = wallClockAsUtc(parts);
  const before = asUtc - zoneOffsetMinutes(asUtc - 12 * 60 * MINUTE_MS, timeZone) * MINUTE_MS;
  const after = asUtc - zoneOffsetMinutes(asUtc + 12 * 60 * MINUTE_MS, timeZone) * MINUTE_MS;
  const candidates = [before, after].filter(
    (candidate) => wallClockAsUtc(zonedParts(candidate, timeZone)) === asUtc,
  );
  if (candidates.length > 0) return Math.min(...candidates);
  // A skipped wall time: keep the distance from the start of the gap, using the offset before it.
  return before;
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Reads 'YYYY-MM-DD' and 'HH:MM' (undefined when either is malformed). */
export function parseDayAndTime(day: string, time: string): ZonedParts | undefined {
  const dayMatch = DAY_PATTERN.exec(day);
  const timeMatch = TIME_PATTERN.exec(time);
  if (!dayMatch || !timeMatch) return undefined;
  const [year, month, date] = [Number(dayMatch[1]), Number(dayMatch[2]), Number(dayMatch[3])];
  const probe = new Date(Date.UTC(year, month - 1, date));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== date) return undefined;
  return {
    year,
    month,
    day: date,
    hour: Number(timeMatch[1]),
    minute: Number(timeMatch[2]),
    second: 0,
  };
}

/** The instant of a wall-clock day and time in the zone, or undefined when either is malformed. */
export function instantOfDayTime(day: string, time: string, timeZone: string): number | undefined {
  const parts = parseDayAndTime(day, time);
  return parts ? instantAt(parts, timeZone) : undefined;
}

/** The day after 'YYYY-MM-DD'. */
export function nextDay(day: string): string {
  const match = DAY_PATTERN.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1));
  return formatDay({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  });
}
