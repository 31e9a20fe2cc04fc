import { describe, expect, it } from 'vitest';
import { weightForm, weightLimits } from '../../../src/content/forms';
import {
  bmiCategory,
  bodyMassIndex,
  weightProblem as checkLimits,
} from '../../../src/domain/health/bmi';

/** The shipped limits and messages (content/forms/weight.json). */
const limits = weightLimits(weightForm);
const MISSING_HEIGHT = limits.height.missing;
const INVALID_WEIGHT = limits.weight.missing;
const HEIGHT_OUT_OF_RANGE = limits.height.outOfRange;
const WEIGHT_OUT_OF_RANGE = limits.weight.outOfRange;
const IMPLAUSIBLE_BMI = limits.bmi.problem;
const weightProblem = (weightKg: number | undefined, heightCm: number | undefined) =>
  checkLimits(weightKg, heightCm, limits);

describe('bodyMassIndex', () => {
  it('is weight over height in metres squared, to one decimal (70 kg, 175 cm → 22.9)', () => {
    expect(bodyMassIndex(70, 175)).toBe(22.9);
    expect(bodyMassIndex(50, 180)).toBe(15.4);
    expect(bodyMassIndex(120, 160)).toBe(46.9);
  });
});

describe('bmiCategory', () => {
  it.each([
    [18.4, 'under'],
    [18.5, 'normal'],
    [24.9, 'normal'],
    [25, 'over'],
    [29.9, 'over'],
    [30, 'obese'],
  ] as const)('%d is %s', (bmi, category) => {
    expect(bmiCategory(bmi)).toBe(category);
  });

  it('uses the index as shown, so 18.46 (shown 18.5) is normal', () => {
    // 53.2 kg at 169.8 cm is 18.45…, shown as 18.5.
    expect(bodyMassIndex(53.2, 169.8)).toBe(18.5);
    expect(bmiCategory(bodyMassIndex(53.2, 169.8))).toBe('normal');
  });
});

describe('weightProblem', () => {
  it('accepts a positive weight with a height in centimetres', () => {
    expect(weightProblem(70, 175)).toBeUndefined();
  });

  it.each([undefined, 0, -170, Number.NaN])(
    'asks for the height in centimetres when it is %s',
    (height) => {
      expect(weightProblem(70, height)).toEqual(MISSING_HEIGHT);
    },
  );

  it.each([undefined, 0, -1, Number.NaN])('rejects the weight %s', (weight) => {
    expect(weightProblem(weight, 175)).toEqual(INVALID_WEIGHT);
  });

  it.each([1.75, 79.9, 260.1, 300])(
    'refuses the height %s cm as outside 80–260 cm, not as missing',
    (height) => {
      expect(weightProblem(70, height)).toEqual(HEIGHT_OUT_OF_RANGE);
    },
  );

  it.each([19.9, 350.1, 500, 7000])('refuses the weight %s kg as outside 20–350 kg', (weight) => {
    expect(weightProblem(weight, 175)).toEqual(WEIGHT_OUT_OF_RANGE);
  });

  it('accepts the ends of both ranges when the index they give is plausible', () => {
    expect(weightProblem(20, 140)).toBeUndefined();
    expect(weightProblem(350, 190)).toBeUndefined();
    expect(weightProblem(30, 80)).toBeUndefined();
    expect(weightProblem(70, 260)).toBeUndefined();
  });

  it('refuses an index outside 10–100 as a probable typo (350 kg at 170 cm is 121.1)', () => {
    expect(bodyMassIndex(350, 170)).toBe(121.1);
    expect(weightProblem(350, 170)).toEqual(IMPLAUSIBLE_BMI);
    expect(weightProblem(25, 250)).toEqual(IMPLAUSIBLE_BMI);
    expect(weightProblem(289, 170)).toBeUndefined();
    expect(weightProblem(290, 170)).toEqual(IMPLAUSIBLE_BMI);
    expect(weightProblem(29, 170)).toBeUndefined();
    expect(weightProblem(28.5, 170)).toEqual(IMPLAUSIBLE_BMI);
  });

  it('says which limits were broken, in the words of content/forms/weight.json', () => {
    expect(HEIGHT_OUT_OF_RANGE).toMatchObject({
      field: 'height',
      title: 'Valor inválido',
      description: expect.stringContaining('entre 80 y 260 cm') as unknown,
    });
    expect(WEIGHT_OUT_OF_RANGE).toMatchObject({
      field: 'weight',
      title: 'Valor inválido',
      description: expect.stringContaining('entre 20 y 350 kg') as unknown,
    });
    expect(IMPLAUSIBLE_BMI).toMatchObject({
      field: 'weight',
      title: 'Revisa tus datos',
      description: expect.stringContaining('error al escribir') as unknown,
    });
  });

  it('has the spec messages', () => {
    expect(MISSING_HEIGHT).toMatchObject({
      title: 'Falta tu talla',
      description: 'Por favor, introduce tu talla en centímetros.',
    });
    expect(INVALID_WEIGHT).toMatchObject({
      title: 'Valor inválido',
      description: 'Por favor, introduce un peso válido.',
    });
  });
});
