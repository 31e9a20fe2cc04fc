// Spec §5 "Weight": the weight and height checks, the body mass index and its category (spec §4:
// under, normal, over, obese).

export type BmiCategory = 'under' | 'normal' | 'over' | 'obese';

export const BMI_CATEGORIES: readonly BmiCategory[] = ['under', 'normal', 'over', 'obese'];

export const BMI_CATEGORY_LABELS: Readonly<Record<BmiCategory, string>> = {
  under: 'Bajo peso',
  normal: 'Peso normal',
  over: 'Sobrepeso',
  obese: 'Obesidad',
};

export interface WeightProblem {
  readonly field: 'weight' | 'height';
  readonly title: string;
  readonly description: string;
}

/** A plausible range and what is said outside it; they live in content/forms/weight.json. */
export interface WeightLimit {
  readonly min: number;
  readonly max: number;
  readonly problem: WeightProblem;
}

export interface WeightLimits {
  readonly height: WeightLimit;
  readonly weight: WeightLimit;
}

const within = (value: number | undefined, limit: WeightLimit): boolean =>
  value !== undefined && Number.isFinite(value) && value >= limit.min && value <= limit.max;

/**
 * The first problem with what was typed (height first, as the spec lists it), or undefined. The
 * spec asks only for positive values; the plausible limits also catch a height typed in metres
 * (1.75), which the spec's own message ('…tu talla en centímetros') explains.
 */
export function weightProblem(
  weightKg: number | undefined,
  heightCm: number | undefined,
  limits: WeightLimits,
): WeightProblem | undefined {
  if (!within(heightCm, limits.height)) return limits.height.problem;
  if (!within(weightKg, limits.weight)) return limits.weight.problem;
  return undefined;
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
