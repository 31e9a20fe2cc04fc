// The health verdicts' and history entries' words, from content/messages/health.json, in the shape the
// domain's functions take them (src/domain/health/verdictWords.ts, entrySummary.ts). Built on first
// use and kept: the words do not change while the app runs.
import { t } from '../../content/messages';
import type { EntryWords } from '../../domain/health/entrySummary';
import type { VerdictWords } from '../../domain/health/verdictWords';

let verdicts: VerdictWords | undefined;
let entries: EntryWords | undefined;

export function verdictWords(): VerdictWords {
  verdicts ??= {
    risks: {
      low: t('health.riskLow'),
      medium: t('health.riskMedium'),
      high: t('health.riskHigh'),
    },
    findings: {
      hypertensiveCrisis: t('health.pressureHypertensiveCrisis'),
      hypertensionStage2: t('health.pressureHypertensionStage2'),
      hypertensionStage1: t('health.pressureHypertensionStage1'),
      hypertension: t('health.pressureHypertension'),
      hypotension: t('health.pressureHypotension'),
      mildTachycardia: t('health.pressureMildTachycardia'),
      mildBradycardia: t('health.pressureMildBradycardia'),
      normal: t('health.riskLow'),
    },
    bmiCategories: {
      under: t('health.bmiUnder'),
      normal: t('health.bmiNormal'),
      over: t('health.bmiOver'),
      obese: t('health.bmiObese'),
    },
    sleepScores: {
      good: t('health.sleepScoreGood'),
      fair: t('health.sleepScoreFair'),
      poor: t('health.sleepScorePoor'),
    },
  };
  return verdicts;
}

export function entryWords(): EntryWords {
  entries ??= {
    ...verdictWords(),
    vitalsTitle: t('health.entryVitalsTitle'),
    pressure: (systolic, diastolic) => t('health.entryPressure', { systolic, diastolic }),
    pulse: (value) => t('health.entryPulse', { value }),
    spo2: (value) => t('health.entrySpo2', { value }),
    temperature: (value) => t('health.entryTemperature', { value }),
    weightDetail: (value) => t('health.entryWeightDetail', { value }),
    weightTitle: t('health.entryWeightTitle'),
    weight: (value) => t('health.entryWeight', { value }),
    bmi: (value) => t('health.entryBmi', { value }),
    sleepTitle: t('health.entrySleepTitle'),
    sleepScore: (score) => t('health.entrySleepScore', { score }),
    sleepMonitored: (duration) => t('health.entrySleepMonitored', { duration }),
    triageTitle: t('health.entryTriageTitle'),
    triageTitleWithTest: (test) => t('health.entryTriageTitleWithTest', { test }),
  };
  return entries;
}
