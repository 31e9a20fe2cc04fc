// The health report's words, from content/messages/report.json and health.json, in the shape the
// report domain takes them (src/domain/report/reportText.ts). Read in the PDF worker, which makes the
// report, and on the page for the range control's labels.
import { t, tPlural } from '../../../content/messages';
import type { ReportRange } from '../../../domain/report/reportRange';
import type { ReportRecord } from '../../../domain/report/reportRecords';
import type { ReportWords } from '../../../domain/report/reportText';
import { seriesWords } from '../chart/chartWords';
import { verdictWords } from '../healthWords';

/** 'Todo', 'Últimos 30 días', 'Últimos 90 días': the range control's options. */
export function reportRangeLabel(range: ReportRange): string {
  const labels: Readonly<Record<ReportRange, string>> = {
    all: t('report.rangeAll'),
    last30: t('report.rangeLast30'),
    last90: t('report.rangeLast90'),
  };
  return labels[range];
}

function recordsOfKind(kind: ReportRecord['kind'], count: number): string {
  switch (kind) {
    case 'vitals':
      return tPlural('report.recordsVitals', count);
    case 'weight':
      return tPlural('report.recordsWeight', count);
    case 'sleep':
      return tPlural('report.recordsSleep', count);
    case 'triage':
      return tPlural('report.recordsTriage', count);
  }
}

let words: ReportWords | undefined;

export function reportWords(): ReportWords {
  words ??= {
    verdicts: verdictWords(),
    series: seriesWords(),
    reportTitle: t('report.reportTitle'),
    entryTitle: t('report.entryTitle'),
    memberName: t('report.memberName'),
    cardFolio: t('report.cardFolio'),
    noFolio: t('report.noFolio'),
    unnamedMember: t('report.unnamedMember'),
    period: t('report.period'),
    recorded: t('report.recorded'),
    generated: t('report.generated'),
    records: t('report.records'),
    noRecords: t('report.noRecords'),
    emptySection: t('report.emptySection'),
    chartTitle: t('report.chartTitle'),
    chartLeftAxis: t('report.chartLeftAxis'),
    chartRightAxis: t('report.chartRightAxis'),
    vitalsTitle: t('report.vitalsTitle'),
    weightTitle: t('report.weightTitle'),
    sleepTitle: t('report.sleepTitle'),
    sleepNote: t('report.sleepNote'),
    triageTitle: t('report.triageTitle'),
    legalTitle: t('report.legalTitle'),
    legalNote: t('report.legalNote'),
    emergency: t('report.emergency'),
    columns: {
      date: t('report.columnDate'),
      time: t('report.columnTime'),
      pressure: t('report.columnPressure'),
      heartRate: t('report.columnHeartRate'),
      spo2: t('report.columnSpo2'),
      temperature: t('report.columnTemperature'),
      classification: t('report.columnClassification'),
      weight: t('report.columnWeight'),
      bmi: t('report.columnBmi'),
      category: t('report.columnCategory'),
      duration: t('report.columnDuration'),
      score: t('report.columnScore'),
      rating: t('report.columnRating'),
      snoring: t('report.columnSnoring'),
    },
    rangePeriods: {
      all: t('report.periodAll'),
      last30: t('report.periodLast30'),
      last90: t('report.periodLast90'),
    },
    documentTitle: (title, member) => t('report.documentTitle', { title, member }),
    entryDocumentTitle: (title, date) => t('report.entryDocumentTitle', { title, date }),
    periodBetween: (period, from, to) => t('report.periodBetween', { period, from, to }),
    recordsOfKind,
    sleepScore: (score) => t('report.sleepScore', { score }),
    triageLevel: (label, level) => t('report.triageLevel', { label, level }),
    latestValues: (values) => t('report.latestValues', { values }),
  };
  return words;
}
