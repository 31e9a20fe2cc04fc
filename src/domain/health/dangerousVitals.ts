// Issue 43: a reading the form refuses as out of range may still be real, and then it may be an
// emergency. The thresholds come from content/forms/vitals.json (each field's `danger`).
import type { VitalsField, VitalsInput, VitalsRanges } from './bloodPressure';
import { VITALS_FIELDS } from './bloodPressure';

export interface VitalsDangerThreshold {
  /** A value above this may be an emergency. */
  readonly above?: number;
  /** A value below this may be an emergency. */
  readonly below?: number;
}

export type VitalsDangerThresholds = Readonly<Partial<Record<VitalsField, VitalsDangerThreshold>>>;

/**
 * The fields whose value is outside the form's range and beyond its danger threshold, in form order.
 * A value inside the range is classified as usual; text that is not a number is never a danger.
 */
export function dangerousVitals(
  input: VitalsInput,
  ranges: VitalsRanges,
  thresholds: VitalsDangerThresholds,
): readonly VitalsField[] {
  return VITALS_FIELDS.filter((field) => {
    const value = input[field];
    const threshold = thresholds[field];
    if (value === undefined || threshold === undefined || !Number.isFinite(value)) return false;
    const range = ranges[field];
    if (value >= range.min && value <= range.max) return false;
    return (
      (threshold.above !== undefined && value > threshold.above) ||
      (threshold.below !== undefined && value < threshold.below)
    );
  });
}
