// What goes into a health report for the doctor: who it is about (name, card folio), the period,
// the evolution chart's data, the tables of vital signs, weight and sleep, the alerts-test results
// and the legal note. Either the history of a range (all, last 30 or 90 days) or one entry. Plain
// data in, plain text out: the PDF writer only lays it out.
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
import { entryFileName, RANGE_PERIOD_LABELS, REPORT_TEXT, reportFileName } from './reportText';

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
}

export interface HealthReportInput extends ReportSources {
  readonly range: ReportRange;
}

function memberFacts(member: ReportMember): ReportFact[] {
  const name = member.name?.trim();
  const cardId = member.cardId?.trim();
  return [
    { label: REPORT_TEXT.memberName, value: name || REPORT_TEXT.unnamedMember },
    { label: REPORT_TEXT.cardFolio, value: cardId || REPORT_TEXT.noFolio },
  ];
}

function generatedFact(now: Date, timeZone: string): ReportFact {
  return {
    label: REPORT_TEXT.generated,
    value: `${longDate(now, timeZone)}, ${clockTime(now, timeZone)}`,
  };
}

const legal = {
  title: REPORT_TEXT.legalTitle,
  text: REPORT_TEXT.legalNote,
  emergency: REPORT_TEXT.emergency,
};

/** '7 (3 de signos vitales, 2 de peso, 1 de sueño y 1 test de alertas)'. */
function recordsSummary(records: readonly ReportRecord[]): string {
  const count = (kind: ReportRecord['kind']): number =>
    records.filter((record) => record.kind === kind).length;
  const tests = count('triage');
  const parts = [
    count('vitals') > 0 ? `${count('vitals')} de signos vitales` : '',
    count('weight') > 0 ? `${count('weight')} de peso` : '',
    count('sleep') > 0 ? `${count('sleep')} de sueño` : '',
    tests > 0 ? `${tests} ${tests === 1 ? 'test' : 'tests'} de alertas` : '',
  ].filter(Boolean);
  return records.length === 0 ? REPORT_TEXT.noRecords : `${records.length} (${joinSpanish(parts)})`;
}

function periodText(
  range: ReportRange,
  records: readonly ReportRecord[],
  now: Date,
  timeZone: string,
): string {
  const label = RANGE_PERIOD_LABELS[range];
  const firstDay = rangeFirstDay(range, now, timeZone);
  const oldest = records.reduce<Date | undefined>(
    (current, record) => (current && current <= record.at ? current : record.at),
    undefined,
  );
  const from = firstDay ? new Date(`${firstDay}T12:00:00Z`) : oldest;
  if (!from) return label;
  // The first day is a calendar day: read at noon UTC it is the same date in every zone of Mexico.
  const fromText = firstDay ? longDate(from, 'UTC') : longDate(from, timeZone);
  return `${label}: del ${fromText} al ${longDate(now, timeZone)}`;
}

/** The report of the history in the range. */
export function healthReport(input: HealthReportInput): HealthReport {
  const { now, timeZone } = input;
  const inRange = inReportRange(input.records, input.range, now, timeZone);
  const sleep = inReportRange(
    sleepRecords(input.records, input.sleepHistory, timeZone),
    input.range,
    now,
    timeZone,
  );
  const counted = [...inRange.filter((record) => record.kind !== 'sleep'), ...sleep];
  const series = reportSeries(inRange);
  return {
    title: REPORT_TEXT.reportTitle,
    fileName: reportFileName(dayKeyIn(now, timeZone)),
    documentTitle: `${REPORT_TEXT.reportTitle} de ${memberFacts(input.member)[0]?.value ?? ''} - ${REPORT_TEXT.brand}`,
    facts: [
      ...memberFacts(input.member),
      { label: REPORT_TEXT.period, value: periodText(input.range, inRange, now, timeZone) },
      { label: REPORT_TEXT.records, value: recordsSummary(counted) },
      generatedFact(now, timeZone),
    ],
    ...(series.length > 0
      ? {
          chart: {
            title: REPORT_TEXT.chartTitle,
            leftAxis: REPORT_TEXT.chartLeftAxis,
            rightAxis: REPORT_TEXT.chartRightAxis,
            series,
            summary: chartSummaryText(series),
          },
        }
      : {}),
    sections: [
      vitalsTable(inRange, timeZone),
      weightTable(inRange, timeZone),
      sleepTable(sleep, timeZone),
      triageSection(inRange, input.triageEvents, input.lookup, timeZone),
    ],
    emptySection: REPORT_TEXT.emptySection,
    legal,
    timeZone,
  };
}

export interface EntryReportInput extends ReportSources {
  readonly record: ReportRecord;
}

/** The PDF of one entry: the same header, only its own section, no chart. */
export function entryReport(input: EntryReportInput): HealthReport {
  const { record, now, timeZone } = input;
  const only = [record];
  const sections: ReportSection[] =
    record.kind === 'vitals'
      ? [vitalsTable(only, timeZone), weightTable(only, timeZone)].filter(
          (table) => table.rows.length > 0,
        )
      : record.kind === 'weight'
        ? [weightTable(only, timeZone)]
        : record.kind === 'sleep'
          ? [
              sleepTable(
                sleepRecords(
                  only,
                  input.sleepHistory.filter((summary) => String(summary.id) === record.id),
                  timeZone,
                ),
                timeZone,
              ),
            ]
          : [triageSection(only, input.triageEvents, input.lookup, timeZone)];
  const day = dayKeyIn(record.at, timeZone);
  return {
    title: REPORT_TEXT.entryTitle,
    fileName: entryFileName(day, record.time),
    documentTitle: `${REPORT_TEXT.entryTitle} del ${longDate(record.at, timeZone)} - ${REPORT_TEXT.brand}`,
    facts: [
      ...memberFacts(input.member),
      {
        label: REPORT_TEXT.recorded,
        value: `${longDateWithWeekday(record.at, timeZone)}, ${record.time}`,
      },
      generatedFact(now, timeZone),
    ],
    sections,
    emptySection: REPORT_TEXT.emptySection,
    legal,
    timeZone,
  };
}
