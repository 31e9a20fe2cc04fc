// The report's sections as plain text: one table each for vital signs, weight and sleep, and one
// block per alerts-test result (its reasons and advice are sentences, too long for a table cell).
// Every verdict is in words (the caller's, see reportText.ts); its tone only adds colour on paper.
import { bmiCategory } from '../health/bmi';
import { RISK_TONES, SLEEP_TONES, TRIAGE_TONES, type Tone } from '../health/entrySummary';
import type { TriageEntry, VitalsEntry } from '../health/historyEntry';
import { formatMinutes, formatNumber } from '../format/format';
import { shortDate } from './reportFormat';
import {
  indexTriageEvents,
  triageAdvice,
  type ReportRecord,
  type ReportSleepRecord,
  type ReportTriageLookup,
  type TriageEvent,
} from './reportRecords';
import { NO_VALUE, type ReportWords } from './reportText';
import { sleepScoreTone } from '../health/sleep';
import { classificationVerdict } from '../health/verdictWords';

/** The history's tones: the report colours a verdict as the screen does. */
export type ReportTone = Tone;

export interface ReportColumn {
  readonly label: string;
  /** Share of the table's width. */
  readonly width: number;
}

export interface ReportRow {
  readonly cells: readonly string[];
  /** The tone of the last cell, the verdict. */
  readonly tone: ReportTone;
}

export interface ReportTable {
  readonly kind: 'table';
  readonly title: string;
  readonly columns: readonly ReportColumn[];
  readonly rows: readonly ReportRow[];
  readonly note?: string;
}

export interface ReportTriageResult {
  /** '23 nov 2026, 09:40'. */
  readonly when: string;
  readonly test: string;
  /** The level in words, with its letter: 'Urgencias hoy (nivel B)'. */
  readonly level: string;
  readonly tone: ReportTone;
  readonly reasons: readonly string[];
  readonly advice?: string;
}

export interface ReportTriageSection {
  readonly kind: 'triage';
  readonly title: string;
  readonly results: readonly ReportTriageResult[];
}

export type ReportSection = ReportTable | ReportTriageSection;

const oldestFirst = (a: ReportRecord, b: ReportRecord): number => a.at.getTime() - b.at.getTime();

const optional = (value: number | undefined): string =>
  value === undefined ? NO_VALUE : formatNumber(value);

function classificationText(record: VitalsEntry, words: ReportWords): string {
  const classification = record.classification;
  return classification ? classificationVerdict(classification, words.verdicts) : NO_VALUE;
}

/** Vital signs, oldest first; a temperature column only when some record has one. */
export function vitalsTable(
  records: readonly ReportRecord[],
  timeZone: string,
  words: ReportWords,
): ReportTable {
  const columns = words.columns;
  const vitals = records
    .filter((record): record is VitalsEntry => record.kind === 'vitals')
    .filter(
      (record) =>
        record.systolic !== undefined ||
        record.heartRate !== undefined ||
        record.spo2 !== undefined ||
        record.temperature !== undefined,
    )
    .sort(oldestFirst);
  const withTemperature = vitals.some((record) => record.temperature !== undefined);
  return {
    kind: 'table',
    title: words.vitalsTitle,
    columns: [
      { label: columns.date, width: 15 },
      { label: columns.time, width: 8 },
      { label: columns.pressure, width: 17 },
      { label: columns.heartRate, width: 12 },
      { label: columns.spo2, width: 10 },
      ...(withTemperature ? [{ label: columns.temperature, width: 10 }] : []),
      { label: columns.classification, width: withTemperature ? 28 : 38 },
    ],
    rows: vitals.map((record) => ({
      cells: [
        shortDate(record.at, timeZone),
        record.time,
        record.systolic !== undefined && record.diastolic !== undefined
          ? `${formatNumber(record.systolic)}/${formatNumber(record.diastolic)}`
          : NO_VALUE,
        optional(record.heartRate),
        optional(record.spo2),
        ...(withTemperature ? [optional(record.temperature)] : []),
        classificationText(record, words),
      ],
      tone: record.classification ? RISK_TONES[record.classification.risk] : 'neutral',
    })),
  };
}

interface WeightRow {
  readonly record: ReportRecord;
  readonly weight: number;
  readonly bmi: number | undefined;
}

/** Weight records and weights written inside older vitals records, with BMI and its category. */
export function weightTable(
  records: readonly ReportRecord[],
  timeZone: string,
  words: ReportWords,
): ReportTable {
  const columns = words.columns;
  const weights = records
    .flatMap((record): WeightRow[] => {
      if (record.kind === 'weight') return [{ record, weight: record.weight, bmi: record.bmi }];
      if (record.kind === 'vitals' && record.weight !== undefined)
        return [{ record, weight: record.weight, bmi: undefined }];
      return [];
    })
    .sort((a, b) => oldestFirst(a.record, b.record));
  return {
    kind: 'table',
    title: words.weightTitle,
    columns: [
      { label: columns.date, width: 20 },
      { label: columns.time, width: 12 },
      { label: columns.weight, width: 18 },
      { label: columns.bmi, width: 14 },
      { label: columns.category, width: 36 },
    ],
    rows: weights.map(({ record, weight, bmi }) => ({
      cells: [
        shortDate(record.at, timeZone),
        record.time,
        formatNumber(weight),
        optional(bmi),
        bmi === undefined ? NO_VALUE : words.verdicts.bmiCategories[bmiCategory(bmi)],
      ],
      tone: 'neutral',
    })),
  };
}

/** Sleep scores with their label (>85 Excelente, >70 Bueno, else Necesita mejorar). */
export function sleepTable(
  records: readonly ReportSleepRecord[],
  timeZone: string,
  words: ReportWords,
): ReportTable {
  const columns = words.columns;
  return {
    kind: 'table',
    title: words.sleepTitle,
    columns: [
      { label: columns.date, width: 18 },
      { label: columns.time, width: 10 },
      { label: columns.duration, width: 18 },
      { label: columns.score, width: 16 },
      { label: columns.snoring, width: 14 },
      { label: columns.rating, width: 24 },
    ],
    rows: [...records].sort(oldestFirst).map((record) => {
      const tone = sleepScoreTone(record.score);
      return {
        cells: [
          shortDate(record.at, timeZone),
          record.time,
          record.minutes === undefined ? NO_VALUE : formatMinutes(record.minutes),
          words.sleepScore(formatNumber(record.score)),
          record.snoringPercent === undefined
            ? NO_VALUE
            : `${formatNumber(record.snoringPercent)} %`,
          words.verdicts.sleepScores[tone],
        ],
        tone: SLEEP_TONES[tone],
      };
    }),
    note: words.sleepNote,
  };
}

/** Each saved test result: when, which test, the level in words, why, and what to do. */
export function triageSection(
  records: readonly ReportRecord[],
  events: readonly TriageEvent[],
  lookup: ReportTriageLookup,
  timeZone: string,
  words: ReportWords,
): ReportTriageSection {
  const savedResults = indexTriageEvents(events);
  const results = records
    .filter((record): record is TriageEntry => record.kind === 'triage')
    .sort(oldestFirst)
    .map((record): ReportTriageResult => {
      const advice = triageAdvice(record, savedResults, lookup);
      return {
        when: `${shortDate(record.at, timeZone)}, ${record.time}`,
        test: lookup.testTitle(record.testId) ?? record.testId,
        level: words.triageLevel(record.levelLabel, record.level),
        tone: TRIAGE_TONES[record.level],
        reasons: record.reasons ?? [],
        ...(advice ? { advice } : {}),
      };
    });
  return { kind: 'triage', title: words.triageTitle, results };
}
