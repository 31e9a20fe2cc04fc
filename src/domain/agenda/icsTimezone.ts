// The VTIMEZONE of an iCalendar file (RFC 5545 §3.6.5), built from the zone's offsets as Intl knows
// them, since a TZID must come with its definition. Each clock change in the range is its own
// observance: the most widely understood form (no RRULE or RDATE for a client to interpret).
import { property, localDateTimeValue, utcOffsetValue } from './icsText';
import { zonedParts, zoneOffsetMinutes } from '../format/zonedTime';

const MINUTE_MS = 60_000;
const WEEK_MS = 7 * 24 * 60 * MINUTE_MS;

export interface OffsetChange {
  /** The first instant with the new offset. */
  readonly at: number;
  readonly from: number;
  readonly to: number;
}

/** Where the offset changes between two instants a week apart or less: found to the minute. */
function changeBetween(low: number, high: number, timeZone: string): number {
  const before = zoneOffsetMinutes(low, timeZone);
  let [lo, hi] = [low, high];
  while (hi - lo > MINUTE_MS) {
    const middle = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
    if (zoneOffsetMinutes(middle, timeZone) === before) lo = middle;
    else hi = middle;
  }
  return hi;
}

/**
 * Every change of UTC offset in [from, to]. Zones change at most a few times a year, never twice in a
 * week, so a weekly scan finds each change and a bisection places it.
 */
export function offsetChanges(from: number, to: number, timeZone: string): OffsetChange[] {
  const changes: OffsetChange[] = [];
  let previous = from;
  let previousOffset = zoneOffsetMinutes(from, timeZone);
  while (previous < to) {
    const next = Math.min(previous + WEEK_MS, to);
    const nextOffset = zoneOffsetMinutes(next, timeZone);
    if (nextOffset !== previousOffset) {
      const at = changeBetween(previous, next, timeZone);
      changes.push({ at, from: previousOffset, to: zoneOffsetMinutes(at, timeZone) });
    }
    previous = next;
    previousOffset = nextOffset;
  }
  return changes;
}

function observance(
  kind: 'STANDARD' | 'DAYLIGHT',
  localStart: string,
  from: number,
  to: number,
): string[] {
  return [
    `BEGIN:${kind}`,
    property('DTSTART', localStart),
    property('TZOFFSETFROM', utcOffsetValue(from)),
    property('TZOFFSETTO', utcOffsetValue(to)),
    `END:${kind}`,
  ];
}

/**
 * The VTIMEZONE lines for a zone, correct for every instant from `from` to `to`. The offset in force at
 * `from` is declared from 1970 on, which only matters for times before `from`: none in the file.
 */
export function vtimezoneLines(timeZone: string, from: number, to: number): string[] {
  const changes = offsetChanges(from, to, timeZone);
  const initialOffset = zoneOffsetMinutes(from, timeZone);
  const firstChange = changes[0];
  const initialKind = firstChange && firstChange.to < firstChange.from ? 'DAYLIGHT' : 'STANDARD';
  const lines = [
    'BEGIN:VTIMEZONE',
    property('TZID', timeZone),
    ...observance(initialKind, '19700101T000000', initialOffset, initialOffset),
  ];
  for (const change of changes) {
    // An observance's onset is written as the wall clock read it just before, in the old offset.
    const onset = localDateTimeValue(zonedParts(change.at + change.from * MINUTE_MS, 'UTC'));
    const kind = change.to > change.from ? 'DAYLIGHT' : 'STANDARD';
    lines.push(...observance(kind, onset, change.from, change.to));
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
