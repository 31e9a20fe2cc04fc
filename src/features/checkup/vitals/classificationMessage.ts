// A blood-pressure classification in a sentence: its label, or the catalogue's sentence for a normal
// reading (content/messages/vitals.json).
import { t } from '../../../content/messages';
import type { BloodPressureClassification } from '../../../domain/health/bloodPressure';

export function classificationMessage(classification: BloodPressureClassification): string {
  return classification.risk === 'low' ? t('vitals.normalReading') : classification.label;
}
