// The history charts' names for their lines and periods, from content/messages/report.json.
import { t } from '../../../content/messages';
import type { ChartRange } from '../../../domain/chart/chartRange';
import type { SeriesLabels } from '../../../domain/chart/chartSeries';

let labels: SeriesLabels | undefined;

/** 'Peso', 'Sistólica', 'Diastólica', 'Pulso'. */
export function seriesLabels(): SeriesLabels {
  labels ??= {
    weight: t('report.seriesWeight'),
    systolic: t('report.seriesSystolic'),
    diastolic: t('report.seriesDiastolic'),
    heartRate: t('report.seriesHeartRate'),
  };
  return labels;
}

/** '30 días', '6 meses', '1 año', 'Todo'. */
export function chartRangeLabel(range: ChartRange): string {
  const words: Readonly<Record<ChartRange, string>> = {
    '30d': t('report.chartRange30d'),
    '6m': t('report.chartRange6m'),
    '1y': t('report.chartRange1y'),
    all: t('report.chartRangeAll'),
  };
  return words[range];
}
