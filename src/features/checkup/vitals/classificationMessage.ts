// A blood-pressure classification in a sentence: its category's words (content/messages/health.json),
// or the catalogue's sentence for a normal reading (content/messages/vitals.json).
import { t } from '../../../content/messages';
import type { BloodPressureClassification } from '../../../domain/health/bloodPressure';
import { verdictWords } from '../healthWords';

export function classificationMessage(classification: BloodPressureClassification): string {
  return classification.risk === 'low'
    ? t('vitals.normalReading')
    : verdictWords().findings[classification.finding];
}
