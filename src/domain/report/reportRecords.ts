// What a health report is made from: the check-in history's records (as the history screen reads
// them from `vita-measurements`), the saved sleep summaries and the saved alerts-test results, and
// how those three stores are joined (a kept sleep session is in two of them under one id; a saved
// test result is in two of them at one instant).
import type { SleepSummary } from '../../content/types/storage/sleep-summary';
import type { TriageEvent } from '../../content/types/storage/triage-event';
import type { HistoryEntry, SleepEntry, TriageEntry } from '../health/historyEntry';
import { clockTime } from './reportFormat';

export type { SleepSummary, TriageEvent };

/** A history sleep entry completed from its summary in `vita-sleep-history`. */
export interface ReportSleepRecord extends SleepEntry {
  /** Share of the night with snoring, from the sleep history. */
  readonly snoringPercent?: number;
}

/** A record of the report: an entry of the check-in history (historyEntry), sleep ones completed. */
export type ReportRecord = HistoryEntry | ReportSleepRecord;

/** What the report needs from the triage content, looked up by the caller. */
export interface ReportTriageLookup {
  readonly testTitle: (testId: string) => string | undefined;
  /** Today's advice of the test for that level, for results saved without their advice. */
  readonly advice: (testId: string, level: TriageEntry['level']) => string | undefined;
}

/**
 * The sleep records: each history entry of kind sleep, completed with the snoring share of its
 * summary in `vita-sleep-history` (same id), plus the summaries that only that store holds.
 */
export function sleepRecords(
  records: readonly ReportRecord[],
  summaries: readonly SleepSummary[],
  timeZone: string,
): ReportSleepRecord[] {
  const byId = new Map(summaries.map((summary) => [String(summary.id), summary]));
  const fromHistory = records
    .filter((record): record is ReportSleepRecord => record.kind === 'sleep')
    .map((record) => {
      const summary = byId.get(record.id);
      return summary ? { ...record, snoringPercent: summary['%_ronquido'] } : record;
    });
  const known = new Set(fromHistory.map((record) => record.id));
  const onlySummaries = summaries.flatMap((summary): ReportSleepRecord[] => {
    const at = new Date(summary.date);
    if (known.has(String(summary.id)) || Number.isNaN(at.getTime())) return [];
    return [
      {
        kind: 'sleep',
        id: String(summary.id),
        at,
        time: clockTime(at, timeZone),
        score: summary.score_sueno,
        minutes: summary.duracion_monitorizada,
        snoringPercent: summary['%_ronquido'],
      },
    ];
  });
  return [...fromHistory, ...onlySummaries];
}

/** The saved results indexed by test and instant, built once per report (see triageAdvice). */
export type TriageEventIndex = ReadonlyMap<string, TriageEvent>;

const eventKey = (testId: string, at: number): string => `${testId}|${at}`;

/** Indexes the saved results by test and instant; the first one saved wins, as a search would find it. */
export function indexTriageEvents(events: readonly TriageEvent[]): TriageEventIndex {
  const index = new Map<string, TriageEvent>();
  for (const event of events) {
    const key = eventKey(event.test_id, new Date(event.created_at).getTime());
    if (!index.has(key)) index.set(key, event);
  }
  return index;
}

/**
 * The advice the member was given: the one saved with the result (same test, same instant), else
 * the test's current advice for that level.
 */
export function triageAdvice(
  record: TriageEntry,
  events: TriageEventIndex,
  lookup: ReportTriageLookup,
): string | undefined {
  const saved = events.get(eventKey(record.testId, record.at.getTime()))?.advice;
  return saved && saved.trim() !== '' ? saved : lookup.advice(record.testId, record.level);
}
