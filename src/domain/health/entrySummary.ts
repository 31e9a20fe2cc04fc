// What one history entry says in words: its kind, its values and, where there is one, its verdict
// (risk, BMI category, sleep score label, triage level) with the tone it is shown in. The words come
// from the caller (content/messages/health.json, src/features/checkup/healthWords.ts).
import type { BloodPressureRisk } from './bloodPressure';
import { bmiCategory } from './bmi';
import { formatMinutes, formatNumber } from '../format/format';
import { sleepScoreTone, type SleepScoreTone } from './sleep';
import type { HistoryEntry, TriageEntry } from './historyEntry';
import { classificationVerdict, type VerdictWords } from './verdictWords';

export type Tone = 'good' | 'caution' | 'alert' | 'neutral';

export interface EntryVerdict {
  readonly text: string;
  readonly tone: Tone;
  /** A triage level's own colour from content, shown instead of the tone's. */
  readonly color?: string;
}

export interface EntrySummary {
  readonly title: string;
  readonly details: readonly string[];
  readonly verdict?: EntryVerdict;
}

export const RISK_TONES: Readonly<Record<BloodPressureRisk, Tone>> = {
  low: 'good',
  medium: 'caution',
  high: 'alert',
};

export const SLEEP_TONES: Readonly<Record<SleepScoreTone, Tone>> = {
  good: 'good',
  fair: 'caution',
  poor: 'alert',
};

export const TRIAGE_TONES: Readonly<Record<TriageEntry['level'], Tone>> = {
  A: 'alert',
  B: 'alert',
  C: 'caution',
  D: 'good',
};

export interface TriageLookup {
  readonly testTitle: (testId: string) => string | undefined;
  readonly levelColor: (level: 'A' | 'B' | 'C' | 'D') => string | undefined;
}

/** The words of an entry's summary; each function gets its numbers already written ('120', '36.8'). */
export interface EntryWords extends VerdictWords {
  readonly vitalsTitle: string;
  readonly pressure: (systolic: string, diastolic: string) => string;
  readonly pulse: (value: string) => string;
  readonly spo2: (value: string) => string;
  readonly temperature: (value: string) => string;
  /** 'Peso 70 kg', a weight inside a vital signs entry. */
  readonly weightDetail: (value: string) => string;
  readonly weightTitle: string;
  /** '70 kg'. */
  readonly weight: (value: string) => string;
  readonly bmi: (value: string) => string;
  readonly sleepTitle: string;
  readonly sleepScore: (score: string) => string;
  /** 'Monitoreo de 7 h 5 min'. */
  readonly sleepMonitored: (duration: string) => string;
  readonly triageTitle: string;
  readonly triageTitleWithTest: (testTitle: string) => string;
}

export function entrySummary(
  entry: HistoryEntry,
  triage: TriageLookup,
  words: EntryWords,
): EntrySummary {
  switch (entry.kind) {
    case 'vitals': {
      const details = [
        entry.systolic !== undefined && entry.diastolic !== undefined
          ? words.pressure(formatNumber(entry.systolic), formatNumber(entry.diastolic))
          : undefined,
        entry.heartRate !== undefined ? words.pulse(formatNumber(entry.heartRate)) : undefined,
        entry.spo2 !== undefined ? words.spo2(formatNumber(entry.spo2)) : undefined,
        entry.temperature !== undefined
          ? words.temperature(formatNumber(entry.temperature))
          : undefined,
        entry.weight !== undefined ? words.weightDetail(formatNumber(entry.weight)) : undefined,
      ].filter((detail): detail is string => detail !== undefined);
      const classification = entry.classification;
      return {
        title: words.vitalsTitle,
        details,
        ...(classification
          ? {
              verdict: {
                text: classificationVerdict(classification, words),
                tone: RISK_TONES[classification.risk],
              },
            }
          : {}),
      };
    }
    case 'weight':
      return {
        title: words.weightTitle,
        details: [
          words.weight(formatNumber(entry.weight)),
          ...(entry.bmi !== undefined ? [words.bmi(formatNumber(entry.bmi))] : []),
        ],
        ...(entry.bmi !== undefined
          ? {
              verdict: { text: words.bmiCategories[bmiCategory(entry.bmi)], tone: 'neutral' },
            }
          : {}),
      };
    case 'sleep': {
      const tone = sleepScoreTone(entry.score);
      return {
        title: words.sleepTitle,
        details: [
          words.sleepScore(formatNumber(entry.score)),
          ...(entry.minutes !== undefined
            ? [words.sleepMonitored(formatMinutes(entry.minutes))]
            : []),
        ],
        verdict: { text: words.sleepScores[tone], tone: SLEEP_TONES[tone] },
      };
    }
    case 'triage': {
      const testTitle = triage.testTitle(entry.testId);
      const color = triage.levelColor(entry.level);
      return {
        title: testTitle ? words.triageTitleWithTest(testTitle) : words.triageTitle,
        details: [],
        verdict: {
          text: entry.levelLabel,
          tone: TRIAGE_TONES[entry.level],
          ...(color ? { color } : {}),
        },
      };
    }
  }
}
