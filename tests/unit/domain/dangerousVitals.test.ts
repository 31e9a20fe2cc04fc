import { describe, expect, it } from 'vitest';
import { vitalsDangerThresholds, vitalsForm, vitalsRanges } from '../../../src/content/forms';
import { dangerousVitals } from '../../../src/domain/health/dangerousVitals';
import type { VitalsInput } from '../../../src/domain/health/bloodPressure';

/** The shipped ranges and thresholds (content/forms/vitals.json). */
const ranges = vitalsRanges(vitalsForm);
const thresholds = vitalsDangerThresholds(vitalsForm);
const danger = (input: VitalsInput) => dangerousVitals(input, ranges, thresholds);

describe('dangerousVitals: a refused value that may be an emergency (issue 43)', () => {
  it('230/135 with SpO2 78 is a danger on systolic, diastolic and SpO2', () => {
    expect(danger({ systolic: 230, diastolic: 135, heartRate: 110, spo2: 78 })).toEqual([
      'systolic',
      'diastolic',
      'spo2',
    ]);
  });

  it('reads the thresholds from content: systolic >180 or <90, diastolic >120, pulse >130 or <40, SpO2 <91', () => {
    expect(thresholds).toEqual({
      systolic: { above: 180, below: 90 },
      diastolic: { above: 120 },
      heartRate: { above: 130, below: 40 },
      spo2: { below: 91 },
    });
  });

  it.each([
    ['systolic', 221],
    ['systolic', 79],
    ['diastolic', 131],
    ['heartRate', 201],
    ['heartRate', 29],
    ['spo2', 79],
  ] as const)('%s %d, outside the range and beyond its threshold, is a danger', (field, value) => {
    expect(danger({ [field]: value })).toEqual([field]);
  });

  it('a value inside the range is never a danger here: the classification speaks for it', () => {
    expect(danger({ systolic: 220, diastolic: 130, heartRate: 200, spo2: 80 })).toEqual([]);
    expect(danger({ systolic: 185, diastolic: 125, heartRate: 135, spo2: 85 })).toEqual([]);
  });

  it('a value out of range but not beyond a threshold is only a range problem', () => {
    // The diastolic has no low threshold: 45 is refused as out of range with no emergency advice.
    expect(danger({ diastolic: 45 })).toEqual([]);
    expect(danger({ spo2: 101 })).toEqual([]);
  });

  it('text that is not a number, and blanks, are never a danger', () => {
    expect(danger({ systolic: Number.NaN, spo2: Number.NaN })).toEqual([]);
    expect(danger({})).toEqual([]);
  });

  it('a field without a threshold is never a danger', () => {
    expect(dangerousVitals({ systolic: 300 }, ranges, {})).toEqual([]);
  });
});
