import { describe, expect, it } from 'vitest';
import { entrySummary, type TriageLookup } from '../../../src/domain/health/entrySummary';
import { formatMinutes } from '../../../src/domain/format/format';
import type { HistoryEntry } from '../../../src/domain/health/historyEntry';
import { entryWords } from '../../../src/features/checkup/healthWords';

const base = { id: 'x', at: new Date('2026-03-05T13:00:00Z'), time: '07:00' };
const lookup: TriageLookup = {
  testTitle: (id) => (id === 'dyspnea' ? 'Falta de aire' : undefined),
  levelColor: (level) => (level === 'B' ? '#c2410c' : undefined),
};
const summarise = (entry: HistoryEntry) => entrySummary(entry, lookup, entryWords());

describe('entrySummary', () => {
  it('names vitals with their values and the risk in words', () => {
    expect(
      summarise({
        ...base,
        kind: 'vitals',
        systolic: 185,
        diastolic: 95,
        heartRate: 80,
        spo2: 97,
        classification: { risk: 'high', label: 'Crisis Hipertensiva' },
      }),
    ).toEqual({
      title: 'Signos vitales',
      details: ['Presión 185/95 mmHg', 'Pulso 80 lpm', 'SpO2 97 %'],
      verdict: { text: 'Alerta: Crisis Hipertensiva', tone: 'alert' },
    });
    expect(
      summarise({
        ...base,
        kind: 'vitals',
        systolic: 118,
        diastolic: 76,
        heartRate: 70,
        classification: { risk: 'low', label: 'Normal' },
      }).verdict,
    ).toEqual({ text: 'Normal', tone: 'good' });
  });

  it('puts in words a classification worked out from the values (an older entry saved without one)', () => {
    expect(
      summarise({
        ...base,
        kind: 'vitals',
        systolic: 132,
        diastolic: 84,
        heartRate: 72,
        classification: { risk: 'medium', finding: 'hypertensionStage1' },
      }).verdict,
    ).toEqual({ text: 'Precaución: Hipertensión Grado 1', tone: 'caution' });
    expect(
      summarise({
        ...base,
        kind: 'vitals',
        systolic: 118,
        diastolic: 76,
        heartRate: 70,
        classification: { risk: 'low', finding: 'normal' },
      }).verdict,
    ).toEqual({ text: 'Normal', tone: 'good' });
  });

  it('names a weight with its BMI and category, numbers with a decimal point', () => {
    expect(summarise({ ...base, kind: 'weight', weight: 70.5, bmi: 22.9 })).toEqual({
      title: 'Peso',
      details: ['70.5 kg', 'IMC 22.9'],
      verdict: { text: 'Peso normal', tone: 'neutral' },
    });
  });

  it.each([
    [90, 'Excelente', 'good'],
    [80, 'Bueno', 'caution'],
    [60, 'Necesita mejorar', 'alert'],
  ] as const)('names sleep scored %i as %s in %s colours', (score, text, tone) => {
    expect(summarise({ ...base, kind: 'sleep', score, minutes: 425 })).toEqual({
      title: 'Sueño',
      details: [`Puntuación ${score} de 100`, 'Monitoreo de 7 h 5 min'],
      verdict: { text, tone },
    });
  });

  it('names a triage result with its test and its level in words and colour', () => {
    expect(
      summarise({
        ...base,
        kind: 'triage',
        testId: 'dyspnea',
        level: 'B',
        levelLabel: 'Urgencias hoy',
        reasons: [],
      }),
    ).toEqual({
      title: 'Test de alertas: Falta de aire',
      details: [],
      verdict: { text: 'Urgencias hoy', tone: 'alert', color: '#c2410c' },
    });
    expect(
      summarise({
        ...base,
        kind: 'triage',
        testId: 'gone',
        level: 'D',
        levelLabel: 'Autocuidado',
        reasons: [],
      }).title,
    ).toBe('Test de alertas');
  });
});

describe('formatMinutes', () => {
  it.each([
    [45, '45 min'],
    [60, '1 h'],
    [425, '7 h 5 min'],
  ])('%i minutes read %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });
});
