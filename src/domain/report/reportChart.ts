// The report's 'Gráfica de Evolución', drawn as lines from the data: the same four lines as the
// screen (weight on the left axis; systolic, diastolic and pulse on the right; oldest on the left),
// here reduced to coordinates inside a box, with round-numbered axis marks and a few dates below.
import {
  chartSeries,
  type ChartSeries,
  type SeriesId,
  type SeriesWords,
} from '../chart/chartSeries';
import { downsample } from '../chart/downsample';
import { joinSpanish } from '../format/joinSpanish';
import { formatNumber } from '../format/format';
import { chartTimeAxis } from '../chart/chartTimeAxis';
import { chartDate, clockTime } from './reportFormat';
import type { ReportRecord } from './reportRecords';
import { dayKeyIn } from './reportRange';

export type ReportSeriesId = SeriesId;

/** A line of the screen's chart (chartSeries), its moments as epoch milliseconds for the page. */
export interface ReportSeries extends Omit<ChartSeries, 'color' | 'points'> {
  /** Oldest first; `at` in epoch milliseconds. */
  readonly points: ReadonlyArray<{ readonly at: number; readonly value: number }>;
}

/** Points drawn per line at most on the page: thinned keeping peaks (domain/chart/downsample.ts). */
export const REPORT_CHART_POINTS = 300;

/** The lines that have at least one point: the screen's series, in the same order. */
export function reportSeries(records: readonly ReportRecord[], words: SeriesWords): ReportSeries[] {
  return chartSeries(records, words).map(({ id, label, unit, axis, points }) => ({
    id,
    label,
    unit,
    axis,
    points: downsample(points, REPORT_CHART_POINTS, (point) => point.value).map((point) => ({
      at: point.at.getTime(),
      value: point.value,
    })),
  }));
}

export interface ChartBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface AxisMark {
  /** Position along the axis: y for value axes, x for the date axis. */
  readonly at: number;
  readonly label: string;
}

export interface ChartLayout {
  readonly lines: ReadonlyArray<{
    readonly id: ReportSeriesId;
    readonly points: ReadonlyArray<{ readonly x: number; readonly y: number }>;
  }>;
  readonly left: readonly AxisMark[];
  readonly right: readonly AxisMark[];
  readonly dates: readonly AxisMark[];
}

interface Scale {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

/** Bounds and step on round numbers (1, 2 or 5 times a power of ten), about `marks` marks. */
export function niceScale(low: number, high: number, marks = 5): Scale {
  const span = high - low;
  // Values that differ only by floating-point noise (20 and 20.000000000000004) are one value: a step
  // that small cannot be added to them exactly, and the bounds would miss the data.
  const flat = span <= Math.max(Math.abs(low), Math.abs(high)) * FLAT_SPAN;
  const rough = (flat ? Math.max(Math.abs(high), 1) : span) / Math.max(marks - 1, 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((s) => s >= rough) ?? rough;
  let min = Math.floor(low / step) * step;
  let max = Math.ceil(high / step) * step;
  if (min === max) {
    min -= step;
    max += step;
  }
  return { min, max, step };
}

/** A span below this share of the values' size is rounding noise, not a difference to draw. */
const FLAT_SPAN = 1e-9;

function valueMarks(scale: Scale, toY: (value: number) => number): AxisMark[] {
  const marks: AxisMark[] = [];
  const count = Math.round((scale.max - scale.min) / scale.step);
  for (let index = 0; index <= count; index += 1) {
    // Rounded so that 0.1 steps print as 70.3, not 70.30000000000001.
    const value = Number((scale.min + index * scale.step).toFixed(6));
    marks.push({ at: toY(value), label: formatNumber(value) });
  }
  return marks;
}

/**
 * The marks under the chart, no two alike: within one day of the member's clock, hours ('08:00',
 * '14:30') spread over the readings; across days, one mark per day at its first reading, as on the
 * screen's chart (chartTimeAxis), with the year when the chart spans two years. A single moment gets
 * its date.
 */
export function dateMarksOf(
  moments: readonly number[],
  timeZone: string,
  marks = 4,
): Array<{ readonly at: number; readonly label: string }> {
  const first = Math.min(...moments);
  const last = Math.max(...moments);
  const dayOf = (at: number): string => dayKeyIn(new Date(at), timeZone);
  if (first === last) return [{ at: first, label: chartDate(new Date(first), timeZone, false) }];
  if (dayOf(first) === dayOf(last)) {
    const count = Math.max(2, marks);
    const hours: Array<{ at: number; label: string }> = [];
    for (let index = 0; index < count; index += 1) {
      const at = first + ((last - first) * index) / (count - 1);
      const label = clockTime(new Date(at), timeZone);
      if (!hours.some((mark) => mark.label === label)) hours.push({ at, label });
    }
    return hours;
  }
  const withYear = dayOf(first).slice(0, 4) !== dayOf(last).slice(0, 4);
  return chartTimeAxis(
    moments.map((at) => new Date(at)),
    { maxTicks: marks, timeZone },
  ).ticks.map((tick) => ({
    at: tick.at.getTime(),
    label: chartDate(tick.at, timeZone, withYear),
  }));
}

/** Where each line, axis mark and date goes inside `box` (y grows downwards, as on a page). */
export function chartLayout(
  series: readonly ReportSeries[],
  box: ChartBox,
  timeZone: string,
  dateMarks = 4,
): ChartLayout {
  const moments = series.flatMap((line) => line.points.map((point) => point.at));
  if (moments.length === 0) return { lines: [], left: [], right: [], dates: [] };
  const first = Math.min(...moments);
  const last = Math.max(...moments);
  const toX = (at: number): number =>
    last === first ? box.x + box.width / 2 : box.x + ((at - first) / (last - first)) * box.width;

  const scales = new Map<'left' | 'right', Scale>();
  for (const axis of ['left', 'right'] as const) {
    const values = series
      .filter((line) => line.axis === axis)
      .flatMap((line) => line.points.map((point) => point.value));
    if (values.length > 0) scales.set(axis, niceScale(Math.min(...values), Math.max(...values)));
  }
  const toY =
    (scale: Scale) =>
    (value: number): number =>
      box.y + box.height - ((value - scale.min) / (scale.max - scale.min)) * box.height;

  const dates = dateMarksOf(moments, timeZone, dateMarks).map(({ at, label }) => ({
    at: toX(at),
    label,
  }));

  const left = scales.get('left');
  const right = scales.get('right');
  return {
    lines: series.map((line) => {
      const scale = scales.get(line.axis) as Scale;
      return {
        id: line.id,
        points: line.points.map((point) => ({ x: toX(point.at), y: toY(scale)(point.value) })),
      };
    }),
    left: left ? valueMarks(left, toY(left)) : [],
    right: right ? valueMarks(right, toY(right)) : [],
    dates,
  };
}

/** The chart in a sentence, printed under it: the latest value of each line. */
export function chartSummaryText(
  series: readonly ReportSeries[],
  latestValues: (values: string) => string,
): string {
  const latest = series.flatMap((line) => {
    const point = line.points[line.points.length - 1];
    return point ? [`${line.label} ${formatNumber(point.value)} ${line.unit}`] : [];
  });
  return latest.length === 0 ? '' : latestValues(joinSpanish(latest));
}
