// Issue 43: a diastolic at or above the systolic is almost always the two numbers typed in the wrong
// boxes (80/130 read as 130/80 would otherwise be classified as a hypertensive crisis).
import type { BloodPressureReading } from './bloodPressure';

export function pressureOrderSwapped(
  reading: Pick<BloodPressureReading, 'systolic' | 'diastolic'>,
): boolean {
  return reading.diastolic >= reading.systolic;
}
