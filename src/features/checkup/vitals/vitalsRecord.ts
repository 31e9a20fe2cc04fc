// The analysed reading as the check-in history stores it (spec §3 Measurement, type 'vitals'): the
// values in `vitals` (pressure as 'sys/dia') and, when there was a pressure, its classification in
// `triage`, the same risk scale the triage entries use.
import {
  classifyBloodPressure,
  pressureText,
  type BloodPressureClassification,
  type CheckedVitals,
} from '../../../domain/health/bloodPressure';
import type { MeasurementVitals, OtherMeasurement } from '../../../state/measurements';
import { localTime } from '../../../domain/format/format';
import { classificationMessage } from './classificationMessage';
import { verdictWords } from '../healthWords';

export interface VitalsAnalysis {
  readonly vitals: CheckedVitals;
  /** Present when the reading had a blood pressure. */
  readonly classification?: BloodPressureClassification;
}

export function analyseVitals(vitals: CheckedVitals): VitalsAnalysis {
  return vitals.pressure
    ? { vitals, classification: classifyBloodPressure(vitals.pressure) }
    : { vitals };
}

export function vitalsRecord(analysis: VitalsAnalysis, now: Date, id: string): OtherMeasurement {
  const { pressure, spo2 } = analysis.vitals;
  const vitals: MeasurementVitals = {
    ...(pressure ? { pressure: pressureText(pressure), heartRate: pressure.heartRate } : {}),
    ...(spo2 !== undefined ? { spo2 } : {}),
  };
  const classification = analysis.classification;
  return {
    id,
    created_at: now.toISOString(),
    time: localTime(now),
    type: 'vitals',
    source: 'manual',
    vitals,
    ...(classification
      ? {
          triage: {
            risk: classification.risk,
            // The category's words, as the spec's Measurement keeps them ('Crisis Hipertensiva').
            label: verdictWords().findings[classification.finding],
            reasons: [classificationMessage(classification)],
          },
        }
      : {}),
  };
}
