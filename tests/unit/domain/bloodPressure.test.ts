import { describe, expect, it } from 'vitest';
import {
  checkVitals as checkRanges,
  classifyBloodPressure as classifyCode,
  parsePressure,
  pressureText,
  type BloodPressureReading,
} from '../../../src/domain/health/bloodPressure';
import { vitalsForm, vitalsRanges } from '../../../src/content/forms';
import { t } from '../../../src/content/messages';
import { verdictWords } from '../../../src/features/checkup/healthWords';

/** The shipped ranges and messages (content/forms/vitals.json), the spec's words. */
const ranges = vitalsRanges(vitalsForm);
const checkVitals = (input: Parameters<typeof checkRanges>[0]) =>
  checkRanges(input, ranges, {
    invalidValueTitle: t('vitals.invalidValueTitle'),
    noDataTitle: t('vitals.noDataTitle'),
    noDataMessage: t('vitals.noDataMessage'),
    incompletePressureMessage: t('vitals.incompletePressureMessage'),
  });

/** The classification with its category in the catalogue's words, which must be the spec's. */
const classifyBloodPressure = (reading: BloodPressureReading) => {
  const { risk, finding } = classifyCode(reading);
  return { risk, label: verdictWords().findings[finding] };
};

const normal: BloodPressureReading = { systolic: 115, diastolic: 75, heartRate: 72 };

const classify = (reading: Partial<BloodPressureReading>) =>
  classifyBloodPressure({ ...normal, ...reading });

describe('classifyBloodPressure: systolic boundaries', () => {
  it.each([
    [179, 'high', 'Hipertensión Grado 2'],
    [180, 'high', 'Crisis Hipertensiva'],
    [139, 'medium', 'Hipertensión Grado 1'],
    [140, 'high', 'Hipertensión Grado 2'],
    [129, 'low', 'Normal'],
    [130, 'medium', 'Hipertensión Grado 1'],
    [89, 'medium', 'Hipotensión'],
    [90, 'low', 'Normal'],
  ] as const)('systolic %i is %s: %s', (systolic, risk, label) => {
    expect(classify({ systolic })).toMatchObject({ risk, label });
  });
});

describe('classifyBloodPressure: diastolic boundaries', () => {
  it.each([
    [119, 'medium', 'Hipertensión'],
    [120, 'high', 'Crisis Hipertensiva'],
    [89, 'low', 'Normal'],
    [90, 'medium', 'Hipertensión'],
    [59, 'medium', 'Hipotensión'],
    [60, 'low', 'Normal'],
  ] as const)('diastolic %i is %s: %s', (diastolic, risk, label) => {
    expect(classify({ diastolic })).toMatchObject({ risk, label });
  });
});

describe('classifyBloodPressure: heart rate boundaries', () => {
  it.each([
    [100, 'low', 'Normal'],
    [101, 'medium', 'Taquicardia Leve'],
    [59, 'medium', 'Bradicardia Leve'],
    [60, 'low', 'Normal'],
  ] as const)('pulse %i with a normal pressure is %s: %s', (heartRate, risk, label) => {
    expect(classify({ heartRate })).toMatchObject({ risk, label });
  });

  it('counts the pulse only when the pressure is otherwise normal', () => {
    expect(classify({ systolic: 135, heartRate: 120 })).toMatchObject({
      risk: 'medium',
      label: 'Hipertensión Grado 1',
    });
    expect(classify({ systolic: 185, heartRate: 45 })).toMatchObject({
      risk: 'high',
      label: 'Crisis Hipertensiva',
    });
  });
});

describe('classifyBloodPressure: combined readings', () => {
  it('reads 185/95 with pulse 80 as a hypertensive crisis', () => {
    expect(classifyBloodPressure({ systolic: 185, diastolic: 95, heartRate: 80 })).toEqual({
      risk: 'high',
      label: 'Crisis Hipertensiva',
    });
  });

  it('lets a diastolic crisis outrank a systolic grade 2', () => {
    expect(classify({ systolic: 150, diastolic: 125 }).label).toBe('Crisis Hipertensiva');
  });

  it('names a systolic grade 2 over a diastolic hypertension', () => {
    expect(classify({ systolic: 150, diastolic: 95 })).toMatchObject({
      risk: 'high',
      label: 'Hipertensión Grado 2',
    });
  });

  it('keeps a grade 1 reading when the diastolic is low ("only when still low")', () => {
    expect(classify({ systolic: 135, diastolic: 55 })).toMatchObject({
      risk: 'medium',
      label: 'Hipertensión Grado 1',
    });
  });

  it('reads a normal reading as low risk, labelled Normal', () => {
    expect(classifyBloodPressure(normal)).toEqual({ risk: 'low', label: 'Normal' });
  });
});

describe('checkVitals', () => {
  it('asks for at least one value when nothing was entered', () => {
    expect(checkVitals({})).toEqual({
      ok: false,
      problems: [
        { fields: [], title: 'Sin datos', description: 'Por favor, ingresa al menos un valor.' },
      ],
    });
  });

  it.each([
    ['systolic', 79, 'La presión sistólica debe estar entre 80 y 220.'],
    ['systolic', 221, 'La presión sistólica debe estar entre 80 y 220.'],
    ['diastolic', 49, 'La presión diastólica debe estar entre 50 y 130.'],
    ['diastolic', 131, 'La presión diastólica debe estar entre 50 y 130.'],
    ['heartRate', 29, 'El pulso debe estar entre 30 y 200.'],
    ['heartRate', 201, 'El pulso debe estar entre 30 y 200.'],
    ['spo2', 79, 'La SpO2 debe estar entre 80 y 100%.'],
    ['spo2', 101, 'La SpO2 debe estar entre 80 y 100%.'],
    ['spo2', Number.NaN, 'La SpO2 debe estar entre 80 y 100%.'],
  ] as const)('rejects %s %d with "Valor inválido"', (field, value, description) => {
    const filled = { systolic: 120, diastolic: 80, heartRate: 70, spo2: 97, [field]: value };
    expect(checkVitals(filled)).toEqual({
      ok: false,
      problems: [{ fields: [field], title: 'Valor inválido', description }],
    });
  });

  it.each([
    { systolic: 80, diastolic: 50, heartRate: 30, spo2: 80 },
    { systolic: 220, diastolic: 130, heartRate: 200, spo2: 100 },
  ])('accepts the ends of every range: %j', (values) => {
    expect(checkVitals(values)).toEqual({
      ok: true,
      vitals: {
        pressure: {
          systolic: values.systolic,
          diastolic: values.diastolic,
          heartRate: values.heartRate,
        },
        spo2: values.spo2,
      },
    });
  });

  it('names every value out of range, in the form order', () => {
    const check = checkVitals({ systolic: 70, spo2: 79 });
    expect(check.ok ? [] : check.problems.map((problem) => problem.fields)).toEqual([
      ['systolic'],
      ['spo2'],
    ]);
  });

  it('needs systolic, diastolic and pulse together', () => {
    expect(checkVitals({ systolic: 120, diastolic: 80 })).toEqual({
      ok: false,
      problems: [
        {
          fields: ['heartRate'],
          title: 'Sin datos',
          description: 'Para la presión arterial ingresa la sistólica, la diastólica y el pulso.',
        },
      ],
    });
    expect(checkVitals({ heartRate: 70 })).toMatchObject({
      ok: false,
      problems: [{ fields: ['systolic', 'diastolic'] }],
    });
  });

  it('accepts SpO2 on its own, without a pressure reading', () => {
    expect(checkVitals({ spo2: 96 })).toEqual({ ok: true, vitals: { spo2: 96 } });
  });
});

describe('pressure text', () => {
  it('writes and reads the spec "sys/dia" form', () => {
    expect(pressureText({ systolic: 185, diastolic: 95 })).toBe('185/95');
    expect(parsePressure('185/95')).toEqual({ systolic: 185, diastolic: 95 });
    expect(parsePressure(' 120 / 80 ')).toEqual({ systolic: 120, diastolic: 80 });
    expect(parsePressure('120')).toBeUndefined();
    expect(parsePressure('alta/baja')).toBeUndefined();
  });
});
