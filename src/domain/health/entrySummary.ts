// What one history entry says in words: its kind, its values and, where there is one, its verdict
// (risk, BMI category, sleep score label, triage level) with the tone it is shown in.
import { RISK_LABELS, type BloodPressureRisk } from './bloodPressure';
import { BMI_CATEGORY_LABELS, bmiCategory } from './bmi';
import { formatMinutes, formatNumber } from '../format/format';
import { sleepScoreLabel, type SleepScoreTone } from './sleep';
import type { HistoryEntry, TriageEntry } from './historyEntry';

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

export function entrySummary(entry: HistoryEntry, triage: TriageLookup): EntrySummary {
  switch (entry.kind) {
    case 'vitals': {
      const details = [
        entry.systolic !== undefined && entry.diastolic !== undefined
          ? `Presión ${formatNumber(entry.systolic)}/${formatNumber(entry.diastolic)} mmHg`
          : undefined,
        entry.heartRate !== undefined ? `Pulso ${formatNumber(entry.heartRate)} lpm` : undefined,
        entry.spo2 !== undefined ? `SpO2 ${formatNumber(entry.spo2)} %` : undefined,
        entry.temperature !== undefined
          ? `Temperatura ${formatNumber(entry.temperature)} °C`
          : undefined,
        entry.weight !== undefined ? `Peso ${formatNumber(entry.weight)} kg` : undefined,
      ].filter((detail): detail is string => detail !== undefined);
      const classification = entry.classification;
      const riskWords = classification ? RISK_LABELS[classification.risk] : undefined;
      return {
        title: 'Signos vitales',
        details,
        ...(classification && riskWords
          ? {
              verdict: {
                text:
                  classification.label === riskWords
                    ? riskWords
                    : `${riskWords}: ${classification.label}`,
                tone: RISK_TONES[classification.risk],
              },
            }
          : {}),
      };
    }
    case 'weight':
      return {
        title: 'Peso',
        details: [
          `${formatNumber(entry.weight)} kg`,
          ...(entry.bmi !== undefined ? [`IMC ${formatNumber(entry.bmi)}`] : []),
        ],
        ...(entry.bmi !== undefined
          ? { verdict: { text: BMI_CATEGORY_LABELS[bmiCategory(entry.bmi)], tone: 'neutral' } }
          : {}),
      };
    case 'sleep': {
      const score = sleepScoreLabel(entry.score);
      return {
        title: 'Sueño',
        details: [
          `Puntuación ${formatNumber(entry.score)} de 100`,
          ...(entry.minutes !== undefined ? [`Monitoreo de ${formatMinutes(entry.minutes)}`] : []),
        ],
        verdict: { text: score.label, tone: SLEEP_TONES[score.tone] },
      };
    }
    case 'triage': {
      const testTitle = triage.testTitle(entry.testId);
      const color = triage.levelColor(entry.level);
      return {
        title: testTitle ? `Test de alertas: ${testTitle}` : 'Test de alertas',
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
