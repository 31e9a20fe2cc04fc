// A saved weight as the check-in history stores it (spec §3 Measurement, type 'weight').
import type { OtherMeasurement } from '../../../state/measurements';
import { localTime } from '../../../domain/format/format';

export function weightRecord(
  weightKg: number,
  bmi: number,
  now: Date,
  id: string,
): OtherMeasurement {
  return {
    id,
    created_at: now.toISOString(),
    time: localTime(now),
    type: 'weight',
    source: 'manual',
    vitals: { weight: weightKg, bmi },
  };
}
