// Spec §5 "Weight": the weight and height checks, the body mass index and its category (spec §4:
// under, normal, over, obese), a code the page says in words (content/messages/health.json).

export type BmiCategory = 'under' | 'normal' | 'over' | 'obese';

export const BMI_CATEGORIES: readonly BmiCategory[] = ['under', 'normal', 'over', 'obese'];

export interface WeightProblem {
  readonly field: 'weight' | 'height';
  readonly title: string;
  readonly description: string;
}

/**
 * A typed value's plausible range and what is said when it is missing (or not positive, as the spec
 * words it) and when it is outside the range. They live in content/forms/weight.json.
 */
export interface WeightLimit {
  readonly min: number;
  readonly max: number;
  readonly missing: WeightProblem;
  readonly outOfRange: WeightProblem;
}

/** The plausible range of the index the two values give; outside it one of them is probably a typo. */
export interface BmiLimit {
  readonly min: number;
  readonly max: number;
  readonly problem: WeightProblem;
}

export interface WeightLimits {
  readonly height: WeightLimit;
  readonly weight: WeightLimit;
  readonly bmi: BmiLimit;
}

function valueProblem(value: number | undefined, limit: WeightLimit): WeightProblem | undefined {
  if (value === undefined || !Number.isFinite(value) || value <= 0) return limit.missing;
  if (value < limit.min || value > limit.max) return limit.outOfRange;
  return undefined;
}

/**
 * The first problem with what was typed (height first, as the spec lists it), or undefined: a value
 * missing or not positive (the spec's messages), a value outside its plausible range (which also
 * catches a height typed in metres, 1.75), then a body mass index outside its plausible range, where
 * each value is possible alone but not the two together (500 kg at 170 cm would be 173).
 */
export function weightProblem(
  weightKg: number | undefined,
  heightCm: number | undefined,
  limits: WeightLimits,
): WeightProblem | undefined {
  const typed = valueProblem(heightCm, limits.height) ?? valueProblem(weightKg, limits.weight);
  if (typed || weightKg === undefined || heightCm === undefined) return typed;
  const bmi = bodyMassIndex(weightKg, heightCm);
  return bmi < limits.bmi.min || bmi > limits.bmi.max ? limits.bmi.problem : undefined;
}

/** weight / (height in m)², to one decimal as it is shown (70 kg, 175 cm → 22.9). */
export function bodyMassIndex(weightKg: number, heightCm: number): number {
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 10) / 10;
}

/**
 * <18.5 under, <25 normal, <30 over, else obese. It is applied to the index as shown (one decimal),
 * so the number and the words on the card never disagree.
 */
export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < 18.5) return 'under';
  if (bmi < 25) return 'normal';
  if (bmi < 30) return 'over';
  return 'obese';
}
