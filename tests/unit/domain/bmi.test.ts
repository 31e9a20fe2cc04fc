import { describe, expect, it } from 'vitest';
import { weightForm, weightLimits } from '../../../src/content/forms';
import { bmiCategory, bodyMassIndex, weightProblem as checkLimits } from '../../../src/domain/bmi';

/** The shipped limits and messages (content/forms/weight.json). */
const limits = weightLimits(weightForm);
const MISSING_HEIGHT = limits.height.problem;
const INVALID_WEIGHT = limits.weight.problem;
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

  it.each([undefined, 0, -170, Number.NaN, 1.75, 300])(
    'asks for the height in centimetres when it is %s',
    (height) => {
      expect(weightProblem(70, height)).toEqual(MISSING_HEIGHT);
    },
  );

  it.each([undefined, 0, -1, Number.NaN, 501])('rejects the weight %s', (weight) => {
    expect(weightProblem(weight, 175)).toEqual(INVALID_WEIGHT);
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
