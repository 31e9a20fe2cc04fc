// The words of the health verdicts (blood pressure risk and finding, body mass index category, sleep
// score), which the domain knows only as codes. The caller fills them from
// content/messages/health.json (src/features/checkup/healthWords.ts), so the domain stays free of text.
import type { BloodPressureFinding, BloodPressureRisk } from './bloodPressure';
import type { BmiCategory } from './bmi';
import type { Classification } from './historyEntry';
import type { SleepScoreTone } from './sleep';

export interface VerdictWords {
  /** 'Normal', 'Precaución', 'Alerta'. */
  readonly risks: Readonly<Record<BloodPressureRisk, string>>;
  /** 'Crisis Hipertensiva', …; 'normal' is the low risk's own word. */
  readonly findings: Readonly<Record<BloodPressureFinding, string>>;
  readonly bmiCategories: Readonly<Record<BmiCategory, string>>;
  /** 'Excelente', 'Bueno', 'Necesita mejorar'. */
  readonly sleepScores: Readonly<Record<SleepScoreTone, string>>;
}

/** The classification's category: the words saved with it, or its finding's words. */
export function classificationLabel(classification: Classification, words: VerdictWords): string {
  return 'label' in classification ? classification.label : words.findings[classification.finding];
}

/** 'Alerta: Crisis Hipertensiva'; the risk alone when the category is its own word ('Normal'). */
export function classificationVerdict(classification: Classification, words: VerdictWords): string {
  const risk = words.risks[classification.risk];
  const label = classificationLabel(classification, words);
  return label === risk ? risk : `${risk}: ${label}`;
}
