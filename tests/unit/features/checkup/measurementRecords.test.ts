// The entries the vitals, weight and sleep screens write: the spec's Measurement shape, accepted by
// the storage schema, and read back by the history as what was saved.
import { describe, expect, it } from 'vitest';
import { historyEntry } from '../../../../src/domain/health/historyEntry';
import { sleepRecord } from '../../../../src/features/checkup/sleep/sleepRecord';
import { analyseVitals, vitalsRecord } from '../../../../src/features/checkup/vitals/vitalsRecord';
import { weightRecord } from '../../../../src/features/checkup/weight/weightRecord';
import type { Measurement } from '../../../../src/state/measurements';
import { validate as validateMeasurement } from 'virtual:storage-validator/measurement';
import { storageGuard } from '../../../../src/state/storageValidator';

const isMeasurement = storageGuard<Measurement>(validateMeasurement);
const now = new Date(2026, 2, 5, 7, 4, 9);

describe('a saved vitals reading', () => {
  it('stores the pressure as sys/dia with its classification', () => {
    const record = vitalsRecord(
      analyseVitals({ pressure: { systolic: 185, diastolic: 95, heartRate: 80 }, spo2: 96 }),
      now,
      'v1',
    );
    expect(record).toEqual({
      id: 'v1',
      created_at: now.toISOString(),
      time: '07:04',
      type: 'vitals',
      source: 'manual',
      vitals: { pressure: '185/95', heartRate: 80, spo2: 96 },
      triage: { risk: 'high', label: 'Crisis Hipertensiva', reasons: ['Crisis Hipertensiva'] },
    });
    expect(isMeasurement(record)).toBe(true);
    expect(historyEntry(record)).toMatchObject({
      systolic: 185,
      diastolic: 95,
      heartRate: 80,
      spo2: 96,
      classification: { risk: 'high', label: 'Crisis Hipertensiva' },
    });
  });

  it('stores an SpO2 on its own without a classification', () => {
    const record = vitalsRecord(analyseVitals({ spo2: 96 }), now, 'v2');
    expect(record.vitals).toEqual({ spo2: 96 });
    expect(record).not.toHaveProperty('triage');
    expect(isMeasurement(record)).toBe(true);
  });
});

describe('a saved weight and a kept sleep summary', () => {
  it('store the spec shapes the history reads back', () => {
    const weight = weightRecord(70, 22.9, now, 'w1');
    expect(weight).toMatchObject({ type: 'weight', vitals: { weight: 70, bmi: 22.9 } });
    expect(isMeasurement(weight)).toBe(true);
    expect(historyEntry(weight)).toMatchObject({ kind: 'weight', weight: 70, bmi: 22.9 });

    const sleep = sleepRecord({
      id: 's1',
      date: now.toISOString(),
      duracion_monitorizada: 61,
      '%_ronquido': 10,
      eventos_voz: 1,
      picos_ruido: 2,
      score_sueno: 88,
    });
    expect(sleep).toEqual({
      id: 's1',
      created_at: now.toISOString(),
      time: '07:04',
      type: 'sleep',
      score_sueno: 88,
      duracion_monitorizada: 61,
    });
    expect(isMeasurement(sleep)).toBe(true);
    expect(historyEntry(sleep)).toMatchObject({ kind: 'sleep', score: 88, minutes: 61 });
  });
});
