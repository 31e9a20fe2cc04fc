// The history charts' names for their lines (and units) and periods, from
// content/messages/report.json.
import { t } from '../../../content/messages';
import type { ChartRange } from '../../../domain/chart/chartRange';
import type { SeriesWords } from '../../../domain/chart/chartSeries';

let series: SeriesWords | undefined;

/** 'Peso' in kg, 'Sistólica' and 'Diastólica' in mmHg, 'Pulso' in lpm. */
export function seriesWords(): SeriesWords {
  series ??= {
    weight: { label: t('report.seriesWeight'), unit: t('report.unitKilograms') },
    systolic: { label: t('report.seriesSystolic'), unit: t('report.unitMillimetresOfMercury') },
    diastolic: { label: t('report.seriesDiastolic'), unit: t('report.unitMillimetresOfMercury') },
    heartRate: { label: t('report.seriesHeartRate'), unit: t('report.unitBeatsPerMinute') },
  };
  return series;
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
