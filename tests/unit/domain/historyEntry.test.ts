import { describe, expect, it } from 'vitest';
import { historyEntry, storedNumber } from '../../../src/domain/health/historyEntry';
import type { Measurement } from '../../../src/state/measurements';

const at = '2026-03-05T13:04:09.000Z';

describe('historyEntry', () => {
  it('reads a vitals entry, with its stored classification', () => {
    expect(
      historyEntry({
        id: 'v1',
        created_at: at,
        time: '07:04',
        type: 'vitals',
        vitals: { pressure: '185/95', heartRate: 80, spo2: null },
        triage: { risk: 'high', label: 'Crisis Hipertensiva', reasons: [] },
      }),
    ).toEqual({
      id: 'v1',
      at: new Date(at),
      time: '07:04',
      kind: 'vitals',
      systolic: 185,
      diastolic: 95,
      heartRate: 80,
      classification: { risk: 'high', label: 'Crisis Hipertensiva' },
    });
  });

  it('classifies an older vitals entry that stored only its values (numbers as text too)', () => {
    expect(
      historyEntry({
        id: 1767225600000,
        date: at,
        time: '7:04',
        type: 'vitals',
        vitals: { pressure: '132/84', heartRate: '72' },
      }),
    ).toMatchObject({
      id: '1767225600000',
      time: '07:04',
      heartRate: 72,
      classification: { risk: 'medium', finding: 'hypertensionStage1' },
    });
  });

  it('reads weight, sleep and triage entries', () => {
    expect(
      historyEntry({
        id: 'w',
        created_at: at,
        type: 'weight',
        vitals: { weight: '70.5', bmi: 23 },
      }),
    ).toMatchObject({ kind: 'weight', weight: 70.5, bmi: 23 });
    expect(
      historyEntry({
        id: 's',
        created_at: at,
        type: 'sleep',
        score_sueno: 81,
        duracion_monitorizada: 400,
      }),
    ).toMatchObject({ kind: 'sleep', score: 81, minutes: 400 });
    expect(
      historyEntry({
        id: 't',
        created_at: at,
        time: '07:04',
        type: 'triage',
        source: 'manual',
        triage: { risk: 'high', label: 'Urgencias hoy', reasons: ['SpO2 92 %'] },
        test_id: 'dyspnea',
        level: 'B',
      }),
    ).toMatchObject({
      kind: 'triage',
      testId: 'dyspnea',
      level: 'B',
      levelLabel: 'Urgencias hoy',
      reasons: ['SpO2 92 %'],
    });
  });

  it('takes the time from the moment when none was stored', () => {
    const entry = historyEntry({ id: 's', created_at: at, type: 'sleep', score_sueno: 60 });
    const moment = new Date(at);
    const hhmm = `${String(moment.getHours()).padStart(2, '0')}:${String(moment.getMinutes()).padStart(2, '0')}`;
    expect(entry?.time).toBe(hhmm);
  });

  it.each<[string, Measurement]>([
    ['no moment', { id: 'a', type: 'weight', vitals: { weight: 70 } }],
    ['an unreadable moment', { id: 'a', date: 'ayer', type: 'weight', vitals: { weight: 70 } }],
    ['a weight without its value', { id: 'a', created_at: at, type: 'weight', vitals: {} }],
    ['a sleep entry without its score', { id: 'a', created_at: at, type: 'sleep' }],
    ['vitals without any value', { id: 'a', created_at: at, type: 'vitals', vitals: {} }],
  ])('cannot show an entry with %s', (_reason, measurement) => {
    expect(historyEntry(measurement)).toBeUndefined();
  });
});

describe('storedNumber', () => {
  it('reads numbers and numeric text, nothing else', () => {
    expect(storedNumber(72)).toBe(72);
    expect(storedNumber(' 36,8 ')).toBe(36.8);
    expect(storedNumber('72 lpm')).toBeUndefined();
    expect(storedNumber(null)).toBeUndefined();
    expect(storedNumber(Number.NaN)).toBeUndefined();
  });

  it('leaves out a field without a value instead of holding undefined', () => {
    const entries = [
      historyEntry({ id: 'v', created_at: at, type: 'vitals', vitals: { heartRate: '72' } }),
      historyEntry({ id: 'w', created_at: at, type: 'weight', vitals: { weight: 70 } }),
      historyEntry({ id: 's', created_at: at, type: 'sleep', score_sueno: 80 }),
    ];
    expect(entries.map((entry) => entry && Object.keys(entry))).toEqual([
      ['id', 'at', 'time', 'kind', 'heartRate'],
      ['id', 'at', 'time', 'kind', 'weight'],
      ['id', 'at', 'time', 'kind', 'score'],
    ]);
  });
});
