// The time axis of the history charts: the drawn period and its tick marks. A tick sits on a
// measurement (the first one of its day), is labelled with that day in Spanish ('5 mar'; with the
// year, '5 mar 25', when the ticks span more than one year), and no two ticks share a day, so no two
// labels are ever the same. Ticks closer than a share of the period are left out, so labels never
// overlap on a phone.
import { DATE_LOCALE, dateFormatter, inZone } from '../format/format';

const DAY_MS = 86_400_000;

export interface TimeTick {
  readonly at: Date;
  readonly label: string;
}

export interface ChartTimeAxis {
  readonly min: Date;
  readonly max: Date;
  /** Oldest first. */
  readonly ticks: readonly TimeTick[];
}

export interface TimeAxisOptions {
  /** At most this many ticks (default 4, what a 390 px phone fits with room between labels). */
  readonly maxTicks?: number;
  /** The member's time zone (tests); the phone's own by default. */
  readonly timeZone?: string;
}

function dayKey(at: Date, timeZone?: string): string {
  return dateFormatter(
    'en-CA',
    inZone({ year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone),
  ).format(at);
}

function dayLabel(at: Date, withYear: boolean, timeZone?: string): string {
  return dateFormatter(
    DATE_LOCALE,
    inZone({ day: 'numeric', month: 'short', ...(withYear ? { year: '2-digit' } : {}) }, timeZone),
  ).format(at);
}

/**
 * The period to draw (a little room either side of the first and last measurement; half a day either
 * side of a single moment) and its ticks, for measurements taken at `moments` (any order, at least one).
 */
export function chartTimeAxis(
  moments: readonly Date[],
  { maxTicks = 4, timeZone }: TimeAxisOptions = {},
): ChartTimeAxis {
  const times = [...new Set(moments.map((at) => at.getTime()))]
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const first = times[0];
  const last = times[times.length - 1];
  if (first === undefined || last === undefined) {
    throw new RangeError('chartTimeAxis needs at least one moment');
  }
  const pad = last === first ? DAY_MS / 2 : (last - first) * 0.05;

  // The first measurement of each day, oldest first.
  const dayStarts = new Map<string, number>();
  for (const time of times) {
    const key = dayKey(new Date(time), timeZone);
    if (!dayStarts.has(key)) dayStarts.set(key, time);
  }
  const candidates = [...dayStarts.values()];

  // From the latest day back (the latest measurement always gets its label), each tick at least a
  // share of the period away from the one after it.
  const ticks = Math.max(1, Math.floor(maxTicks));
  const minGap = ticks === 1 ? Number.POSITIVE_INFINITY : (last - first) / (ticks - 1) - 1;
  const chosen: number[] = [];
  for (let index = candidates.length - 1; index >= 0 && chosen.length < ticks; index -= 1) {
    const time = candidates[index] as number;
    const next = chosen[0];
    if (next === undefined || next - time >= Math.max(minGap, 1)) chosen.unshift(time);
  }

  const years = new Set(chosen.map((time) => dayKey(new Date(time), timeZone).slice(0, 4)));
  return {
    min: new Date(first - pad),
    max: new Date(last + pad),
    ticks: chosen.map((time) => ({
      at: new Date(time),
      label: dayLabel(new Date(time), years.size > 1, timeZone),
    })),
  };
}
