// The words of the health report PDF, which the caller fills from content/messages/report.json and
// content/messages/health.json (src/features/checkup/report/reportWords.ts), so the report domain
// composes the report without holding any text. The legal note is the terms' own wording
// (content/legal/terminos.mdx, 'Las herramientas de autochequeo no son un diagnóstico'); a unit test
// fails when the terms change and the catalogue's copy does not.
import type { SeriesWords } from '../chart/chartSeries';
import type { VerdictWords } from '../health/verdictWords';
import type { ReportRange } from './reportRange';
import type { ReportRecord } from './reportRecords';

export type ReportColumn =
  | 'date'
  | 'time'
  | 'pressure'
  | 'heartRate'
  | 'spo2'
  | 'temperature'
  | 'classification'
  | 'weight'
  | 'bmi'
  | 'category'
  | 'duration'
  | 'score'
  | 'rating'
  | 'snoring';

export interface ReportWords {
  readonly verdicts: VerdictWords;
  /** The chart's lines and their units: 'Peso' in kg, 'Sistólica' in mmHg, … */
  readonly series: SeriesWords;
  readonly reportTitle: string;
  readonly entryTitle: string;
  readonly memberName: string;
  readonly cardFolio: string;
  readonly noFolio: string;
  readonly unnamedMember: string;
  readonly period: string;
  readonly recorded: string;
  readonly generated: string;
  readonly records: string;
  readonly noRecords: string;
  readonly emptySection: string;
  readonly chartTitle: string;
  readonly chartLeftAxis: string;
  readonly chartRightAxis: string;
  readonly vitalsTitle: string;
  readonly weightTitle: string;
  readonly sleepTitle: string;
  readonly sleepNote: string;
  readonly triageTitle: string;
  readonly legalTitle: string;
  readonly legalNote: string;
  readonly emergency: string;
  readonly columns: Readonly<Record<ReportColumn, string>>;
  /** How the period line starts for each range: 'Todo el historial', 'Últimos 30 días', … */
  readonly rangePeriods: Readonly<Record<ReportRange, string>>;
  /** 'Informe de salud de Ana López - Vita365'. */
  readonly documentTitle: (title: string, member: string) => string;
  /** 'Registro de salud del 23 de noviembre de 2026 - Vita365'. */
  readonly entryDocumentTitle: (title: string, date: string) => string;
  /** 'Últimos 30 días: del 25 de octubre de 2026 al 23 de noviembre de 2026'. */
  readonly periodBetween: (period: string, from: string, to: string) => string;
  /** '3 de signos vitales', '1 test de alertas', … for the records summary. */
  readonly recordsOfKind: (kind: ReportRecord['kind'], count: number) => string;
  /** '82 de 100'. */
  readonly sleepScore: (score: string) => string;
  /** 'Urgencias hoy (nivel B)'. */
  readonly triageLevel: (label: string, level: string) => string;
  /** 'Últimos valores: Peso 70 kg y Pulso 72 lpm.' */
  readonly latestValues: (values: string) => string;
}

/** A table cell without a value. */
export const NO_VALUE = '—';

/** 'vita365-informe-2026-11-23.pdf' for a report made that day. */
export function reportFileName(dayKey: string): string {
  return `vita365-informe-${dayKey}.pdf`;
}

/** 'vita365-registro-2026-11-23-0830.pdf' for the entry recorded then. */
export function entryFileName(dayKey: string, time: string): string {
  return `vita365-registro-${dayKey}-${time.replace(':', '')}.pdf`;
}
