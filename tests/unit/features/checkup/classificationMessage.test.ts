import { describe, expect, it } from 'vitest';
import { classifyBloodPressure } from '../../../../src/domain/health/bloodPressure';
import { classificationMessage } from '../../../../src/features/checkup/vitals/classificationMessage';

describe('a blood-pressure classification in a sentence', () => {
  it('speaks to the member as tú for a normal reading (issue 43)', () => {
    const normal = classifyBloodPressure({ systolic: 115, diastolic: 75, heartRate: 72 });
    expect(classificationMessage(normal)).toBe(
      'Tus valores se encuentran dentro del rango normal.',
    );
  });

  it('is the label for any finding', () => {
    const crisis = classifyBloodPressure({ systolic: 185, diastolic: 95, heartRate: 80 });
    expect(classificationMessage(crisis)).toBe('Crisis Hipertensiva');
  });
});
