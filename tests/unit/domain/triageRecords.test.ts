import { describe, expect, it } from 'vitest';
import { triageTestById } from '../../../src/content/triage';
import { localTime } from '../../../src/domain/format/format';
import { triageRecords, triageRisk } from '../../../src/domain/triage/triageRecords';
import type { Measurement } from '../../../src/state/measurements';
import { validate as validateMeasurement } from 'virtual:storage-validator/measurement';
import { validate as validateTriageEvent } from 'virtual:storage-validator/triage-event';
import { storageGuard } from '../../../src/state/storageValidator';
import type { TriageEvent } from '../../../src/state/triageEvents';

const dyspnea = triageTestById('dyspnea');
if (!dyspnea) throw new Error('dyspnea missing');

function records() {
  let next = 0;
  return triageRecords({
    test: dyspnea!,
    result: { level: 'B', rationale: ['b_spo2_91_93'] },
    answers: { spo2: 92, cough: false, fever: null },
    levelLabel: 'Urgencias hoy',
    reasons: ['La oxigenación (SpO2) está entre 91 y 93 %: más baja de lo normal.'],
    userId: 'user-1',
    now: new Date(2026, 2, 5, 7, 4, 9),
    newId: () => `id-${++next}`,
  });
}

describe('the records a saved result becomes', () => {
  it('a triage measurement in the spec’s shape', () => {
    const { measurement } = records();
    expect(measurement).toEqual({
      id: 'id-1',
      created_at: new Date(2026, 2, 5, 7, 4, 9).toISOString(),
      time: '07:04',
      type: 'triage',
      source: 'manual',
      triage: {
        risk: 'high',
        label: 'Urgencias hoy',
        reasons: ['La oxigenación (SpO2) está entre 91 y 93 %: más baja de lo normal.'],
      },
      test_id: 'dyspnea',
      level: 'B',
    });
    expect(storageGuard<Measurement>(validateMeasurement)(measurement)).toBe(true);
  });

  it('a triage event with the answers (blanks left out), rationale and advice', () => {
    const { event } = records();
    expect(event).toEqual({
      id: 'id-2',
      user_id: 'user-1',
      test_id: 'dyspnea',
      answers: { spo2: 92, cough: false },
      level: 'B',
      rationale: ['b_spo2_91_93'],
      advice: dyspnea!.advice.B,
      created_at: new Date(2026, 2, 5, 7, 4, 9).toISOString(),
    });
    expect(storageGuard<TriageEvent>(validateTriageEvent)(event)).toBe(true);
  });

  it('maps levels onto the history’s risk scale', () => {
    expect(['A', 'B', 'C', 'D'].map((level) => triageRisk(level as 'A'))).toEqual([
      'high',
      'high',
      'medium',
      'low',
    ]);
  });

  it('writes the local time as HH:MM', () => {
    expect(localTime(new Date(2026, 0, 1, 0, 0))).toBe('00:00');
    expect(localTime(new Date(2026, 0, 1, 23, 59, 59))).toBe('23:59');
  });
});
