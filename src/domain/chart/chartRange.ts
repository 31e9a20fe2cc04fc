// The periods the evolution chart offers (30 días, 6 meses, 1 año, Todo: their words are in
// content/messages/report.json), the part of each series
// a period holds, and the period a chart opens on: the last 30 days, or the shortest longer period
// that holds any reading when the last 30 days hold none.
import type { ChartSeries } from './chartSeries';

export type ChartRange = '30d' | '6m' | '1y' | 'all';

/** In the order the chart offers them. */
export const CHART_RANGES: readonly ChartRange[] = ['30d', '6m', '1y', 'all'];

export const DAY_MS = 86_400_000;
const RANGE_DAYS: Readonly<Record<Exclude<ChartRange, 'all'>, number>> = {
  '30d': 30,
  '6m': 183,
  '1y': 365,
};

/** The first instant the range includes, or undefined for the whole history. */
export function chartRangeStart(range: ChartRange, now: Date): Date | undefined {
  return range === 'all' ? undefined : new Date(now.getTime() - RANGE_DAYS[range] * DAY_MS);
}

/** Index of the first point at or after `start` in points sorted oldest first (binary search). */
function firstIndexFrom(points: ChartSeries['points'], start: number): number {
  let low = 0;
  let high = points.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((points[middle]?.at.getTime() ?? 0) < start) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Each series cut to the range (series sorted oldest first, as chartSeries gives them); empty ones left out. */
export function seriesInRange(
  series: readonly ChartSeries[],
  range: ChartRange,
  now: Date,
): ChartSeries[] {
  const start = chartRangeStart(range, now);
  if (start === undefined) return [...series];
  return series
    .map((line) => ({
      ...line,
      points: line.points.slice(firstIndexFrom(line.points, start.getTime())),
    }))
    .filter((line) => line.points.length > 0);
}

/** 30 días, unless they hold no reading: then the shortest period that does. */
export function defaultChartRange(series: readonly ChartSeries[], now: Date): ChartRange {
  return CHART_RANGES.find((range) => seriesInRange(series, range, now).length > 0) ?? 'all';
}
