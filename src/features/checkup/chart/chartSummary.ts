// What a history chart shows, in the words a screen reader hears instead of the drawing
// (content/messages/report.json): the period, how many records, the latest value of each line.
import { t, tPlural } from '../../../content/messages';
import {
  chartMoments,
  formatDay,
  formatValue,
  type ChartSeries,
} from '../../../domain/chart/chartSeries';

/** `period` names the chosen range ('30 días') when the chart offers several. */
export function chartSummary(
  title: string,
  series: readonly ChartSeries[],
  timeZone?: string,
  period?: string,
): string {
  const moments = chartMoments(series);
  const firstMoment = moments[0];
  const lastMoment = moments[moments.length - 1];
  if (firstMoment === undefined || lastMoment === undefined) {
    return period
      ? t('report.chartNoDataIn', { title, period })
      : t('report.chartNoData', { title });
  }
  const first = formatDay(new Date(firstMoment), timeZone);
  const last = formatDay(new Date(lastMoment), timeZone);
  const when =
    first === last
      ? t('report.chartOnDay', { day: first })
      : t('report.chartBetweenDays', { from: first, to: last });
  const latest = series
    .map((line) => {
      const point = line.points[line.points.length - 1];
      return point ? `${line.label} ${formatValue(point.value, line.unit)}` : '';
    })
    .filter(Boolean)
    .join(', ');
  const records = tPlural('report.chartRecords', moments.length);
  return period
    ? t('report.chartSummaryInPeriod', { title, records, when, period, latest })
    : t('report.chartSummary', { title, records, when, latest });
}
