// What the history charts draw, without the chart library: the series (spec §9: weight on the left
// axis; systolic, diastolic and pulse on the right; entries sorted by date ascending), named in the
// words the caller gives (content/messages/report.json), the moments they cover and the rows of the
// 'Ver como tabla' alternative.
import { DATE_LOCALE, dateFormatter, formatNumber, inZone } from '../format/format';
import type { HistoryEntry } from '../health/historyEntry';

export interface ChartPoint {
  readonly at: Date;
  readonly value: number;
}

export type ChartAxis = 'left' | 'right';

export interface ChartSeries {
  readonly id: SeriesId;
  readonly label: string;
  readonly unit: string;
  readonly color: string;
  readonly axis: ChartAxis;
  readonly points: readonly ChartPoint[];
}

/** Line colours with at least 3:1 contrast on white (WCAG 1.4.11), told apart in the legend by name. */
export const SERIES_COLORS = {
  weight: '#0b5c8a',
  systolic: '#b42318',
  diastolic: '#6d28d9',
  heartRate: '#067647',
} as const;

export type SeriesId = keyof typeof SERIES_COLORS;

/** Each line's name and unit ('Pulso', 'lpm'), filled by the caller. */
export type SeriesWords = Readonly<
  Record<SeriesId, { readonly label: string; readonly unit: string }>
>;

const SERIES: ReadonlyArray<{ readonly id: SeriesId; readonly axis: ChartAxis }> = [
  { id: 'weight', axis: 'left' },
  { id: 'systolic', axis: 'right' },
  { id: 'diastolic', axis: 'right' },
  { id: 'heartRate', axis: 'right' },
];

function valueOf(entry: HistoryEntry, id: SeriesId): number | undefined {
  if (entry.kind === 'weight') return id === 'weight' ? entry.weight : undefined;
  if (entry.kind === 'vitals') return entry[id];
  return undefined;
}

/** The entries oldest first; a list already in that order (as it is saved) is used as it is. */
function oldestFirst(entries: readonly HistoryEntry[]): readonly HistoryEntry[] {
  for (let index = 1; index < entries.length; index++) {
    if (
      (entries[index - 1] as HistoryEntry).at.getTime() >
      (entries[index] as HistoryEntry).at.getTime()
    ) {
      return [...entries].sort((a, b) => a.at.getTime() - b.at.getTime());
    }
  }
  return entries;
}

/** The series that have at least one point, each sorted by date ascending. */
export function chartSeries(
  entries: readonly HistoryEntry[],
  words: SeriesWords,
  only: readonly SeriesId[] = SERIES.map((series) => series.id),
): ChartSeries[] {
  const ascending = oldestFirst(entries);
  return SERIES.filter((series) => only.includes(series.id))
    .map((series) => {
      const points: ChartPoint[] = [];
      for (const entry of ascending) {
        const value = valueOf(entry, series.id);
        if (value !== undefined) points.push({ at: entry.at, value });
      }
      const { label, unit } = words[series.id];
      return { ...series, label, unit, color: SERIES_COLORS[series.id], points };
    })
    .filter((series) => series.points.length > 0);
}

export function formatValue(value: number, unit: string): string {
  return `${formatNumber(value)} ${unit}`;
}

/** '5 mar 2026, 14:03' in Spanish. */
export function formatMoment(at: Date, timeZone?: string): string {
  return dateFormatter(
    DATE_LOCALE,
    inZone(
      { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
      timeZone,
    ),
  ).format(at);
}

/** '5 de marzo de 2026' in Spanish. */
export function formatDay(at: Date, timeZone?: string): string {
  return dateFormatter(
    DATE_LOCALE,
    inZone({ day: 'numeric', month: 'long', year: 'numeric' }, timeZone),
  ).format(at);
}

/** Every moment a series has a point at, oldest first, each once. */
export function chartMoments(series: readonly ChartSeries[]): number[] {
  const moments = new Set<number>();
  for (const line of series) for (const point of line.points) moments.add(point.at.getTime());
  return [...moments].sort((a, b) => a - b);
}

export interface ChartTableRow {
  readonly at: Date;
  /** One cell per series, in the series order; undefined where that record has no such value. */
  readonly values: ReadonlyArray<number | undefined>;
}

/** One row per moment, oldest first, as the chart draws them. */
export function chartTableRows(series: readonly ChartSeries[]): ChartTableRow[] {
  // Each series indexed by moment once, so a row is a lookup, not a search of the series.
  const byMoment = series.map(
    (line) => new Map(line.points.map((point) => [point.at.getTime(), point.value])),
  );
  return chartMoments(series).map((moment) => ({
    at: new Date(moment),
    values: byMoment.map((values) => values.get(moment)),
  }));
}
