import { describe, expect, it } from 'vitest';
import { pressureOrderSwapped } from '../../../src/domain/health/pressureOrderSwapped';

describe('pressureOrderSwapped: a diastolic at or above the systolic (issue 43)', () => {
  it('80/130 and 120/120 look swapped', () => {
    expect(pressureOrderSwapped({ systolic: 80, diastolic: 130 })).toBe(true);
    expect(pressureOrderSwapped({ systolic: 120, diastolic: 120 })).toBe(true);
  });

  it('130/80 and 121/120 are in order', () => {
    expect(pressureOrderSwapped({ systolic: 130, diastolic: 80 })).toBe(false);
    expect(pressureOrderSwapped({ systolic: 121, diastolic: 120 })).toBe(false);
  });
});
