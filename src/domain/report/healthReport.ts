// What goes into a health report for the doctor: who it is about (name, card folio), the period,
// the evolution chart's data, the tables of vital signs, weight and sleep, the alerts-test results
// and the legal note. Either the history of a range (all, last 30 or 90 days) or one entry. Plain
// data and the caller's words (reportText.ts) in, plain text out: the PDF writer only lays it out.
import { joinSpanish } from '../format/joinSpanish';
import { chartSummaryText, reportSeries, type ReportSeries } from './reportChart';
import { clockTime, longDate, longDateWithWeekday } from './reportFormat';
import { dayKeyIn, inReportRange, rangeFirstDay, type ReportRange } from './reportRange';
import {
  sleepRecords,
  type ReportRecord,
  type ReportTriageLookup,
  type SleepSummary,
  type TriageEvent,
} from './reportRecords';
import {
  sleepTable,
  triageSection,
  vitalsTable,
  weightTable,
  type ReportSection,
} from './reportSections';
import { entryFileName, reportFileName, type ReportWords } from './reportText';

export interface ReportMember {
  readonly name?: string;
  readonly cardId?: string;
}

export interface ReportFact {
  readonly label: string;
  readonly value: string;
}

export interface HealthReport {
  readonly title: string;
  readonly fileName: string;
  /** The PDF's title in its properties: what a screen reader announces when it opens. */
  readonly documentTitle: string;
  readonly facts: readonly ReportFact[];
  readonly chart?: {
    readonly title: string;
    readonly leftAxis: string;
    readonly rightAxis: string;
    readonly series: readonly ReportSeries[];
    /** The latest values in words, under the chart, for readers who cannot see it. */
    readonly summary: string;
  };
  readonly sections: readonly ReportSection[];
  readonly emptySection: string;
  readonly legal: { readonly title: string; readonly text: string; readonly emergency: string };
  readonly timeZone: string;
}

interface ReportSources {
  readonly member: ReportMember;
  /** The check-in history, as the history screen reads it. */
  readonly records: readonly ReportRecord[];
  readonly sleepHistory: readonly SleepSummary[];
  readonly triageEvents: readonly TriageEvent[];
  readonly lookup: ReportTriageLookup;
  readonly now: Date;
  /** The member's clock: days, hours and the range's calendar days are read in it. */
  readonly timeZone: string;
  readonly words: ReportWords;
}

export interface HealthReportInput extends ReportSources {
  readonly range: ReportRange;
}

function memberFacts(member: ReportMember, words: ReportWords): ReportFact[] {
  const name = member.name?.trim();
  const cardId = member.cardId?.trim();
  return [
    { label: words.memberName, value: name || words.unnamedMember },
    { label: words.cardFolio, value: cardId || words.noFolio },
  ];
}

function generatedFact(now: Date, timeZone: string, words: ReportWords): ReportFact {
  return {
    label: words.generated,
    value: `${longDate(now, timeZone)}, ${clockTime(now, timeZone)}`,
  };
}

function legal(words: ReportWords): HealthReport['legal'] {
  return { title: words.legalTitle, text: words.legalNote, emergency: words.emergency };
}

const RECORD_KINDS: readonly ReportRecord['kind'][] = ['vitals', 'weight', 'sleep', 'triage'];

/** '7 (3 de signos vitales, 2 de peso, 1 de sueño y 1 test de alertas)'. */
function recordsSummary(records: readonly ReportRecord[], words: ReportWords): string {
  const parts = RECORD_KINDS.flatMap((kind) => {
    const count = records.filter((record) => record.kind === kind).length;
    return count > 0 ? [words.recordsOfKind(kind, count)] : [];
  });
  return records.length === 0 ? words.noRecords : `${records.length} (${joinSpanish(parts)})`;
}

function periodText(
  range: ReportRange,
  records: readonly ReportRecord[],
  now: Date,
  timeZone: string,
  words: ReportWords,
): string {
  const label = words.rangePeriods[range];
  const firstDay = rangeFirstDay(range, now, timeZone);
  const oldest = records.reduce<Date | undefined>(
    (current, record) => (current && current <= record.at ? current : record.at),
    undefined,
  );
  const from = firstDay ? new Date(`${firstDay}T12:00:00Z`) : oldest;
  if (!from) return label;
  // The first day is a calendar day: read at noon UTC it is the same date in every zone of Mexico.
  const fromText = firstDay ? longDate(from, 'UTC') : longDate(from, timeZone);
  return words.periodBetween(label, fromText, longDate(now, timeZone));
}

/** The report of the history in the range. */
export function healthReport(input: HealthReportInput): HealthReport {
  const { now, timeZone, words } = input;
  const inRange = inReportRange(input.records, input.range, now, timeZone);
  const sleep = inReportRange(
    sleepRecords(input.records, input.sleepHistory, timeZone),
    input.range,
    now,
    timeZone,
  );
  const counted = [...inRange.filter((record) => record.kind !== 'sleep'), ...sleep];
  const series = reportSeries(inRange, words.series);
  const member = memberFacts(input.member, words);
  return {
    title: words.reportTitle,
    fileName: reportFileName(dayKeyIn(now, timeZone)),
    documentTitle: words.documentTitle(words.reportTitle, member[0]?.value ?? ''),
    facts: [
      ...member,
      { label: words.period, value: periodText(input.range, inRange, now, timeZone, words) },
      { label: words.records, value: recordsSummary(counted, words) },
      generatedFact(now, timeZone, words),
    ],
    ...(series.length > 0
      ? {
          chart: {
            title: words.chartTitle,
            leftAxis: words.chartLeftAxis,
            rightAxis: words.chartRightAxis,
            series,
            summary: chartSummaryText(series, words.latestValues),
          },
        }
      : {}),
    sections: [
      vitalsTable(inRange, timeZone, words),
      weightTable(inRange, timeZone, words),
      sleepTable(sleep, timeZone, words),
      triageSection(inRange, input.triageEvents, input.lookup, timeZone, words),
    ],
    emptySection: words.emptySection,
    legal: legal(words),
    timeZone,
  };
}

export interface EntryReportInput extends ReportSources {
  readonly record: ReportRecord;
}

/** The PDF of one entry: the same header, only its own section, no chart. */
export function entryReport(input: EntryReportInput): HealthReport {
  const { record, now, timeZone, words } = input;
  const only = [record];
  const sections: ReportSection[] =
    record.kind === 'vitals'
      ? [vitalsTable(only, timeZone, words), weightTable(only, timeZone, words)].filter(
          (table) => table.rows.length > 0,
        )
      : record.kind === 'weight'
        ? [weightTable(only, timeZone, words)]
        : record.kind === 'sleep'
          ? [
              sleepTable(
                sleepRecords(
                  only,
                  input.sleepHistory.filter((summary) => String(summary.id) === record.id),
                  timeZone,
                ),
                timeZone,
                words,
              ),
            ]
          : [triageSection(only, input.triageEvents, input.lookup, timeZone, words)];
  const day = dayKeyIn(record.at, timeZone);
  return {
    title: words.entryTitle,
    fileName: entryFileName(day, record.time),
    documentTitle: words.entryDocumentTitle(words.entryTitle, longDate(record.at, timeZone)),
    facts: [
      ...memberFacts(input.member, words),
      {
        label: words.recorded,
        value: `${longDateWithWeekday(record.at, timeZone)}, ${record.time}`,
      },
      generatedFact(now, timeZone, words),
    ],
    sections,
    emptySection: words.emptySection,
    legal: legal(words),
    timeZone,
  };
}
