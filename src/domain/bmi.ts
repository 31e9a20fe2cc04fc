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

/**
 * Plausible limits. The spec asks only for positive values; these also catch a height typed in metres
 * (1.75), which the spec's own message ('…tu talla en centímetros') explains.
 */
export const HEIGHT_CM = { min: 50, max: 250 } as const;
export const WEIGHT_KG = { min: 1, max: 500 } as const;

export interface WeightProblem {
  readonly field: 'weight' | 'height';
  readonly title: string;
  readonly description: string;
}

export const MISSING_HEIGHT: WeightProblem = {
  field: 'height',
  title: 'Falta tu talla',
  description: 'Por favor, introduce tu talla en centímetros.',
};

export const INVALID_WEIGHT: WeightProblem = {
  field: 'weight',
  title: 'Valor inválido',
  description: 'Por favor, introduce un peso válido.',
};

const within = (value: number | undefined, limits: { min: number; max: number }): boolean =>
  value !== undefined && Number.isFinite(value) && value >= limits.min && value <= limits.max;

/** The first problem with what was typed (height first, as the spec lists it), or undefined. */
export function weightProblem(
  weightKg: number | undefined,
  heightCm: number | undefined,
): WeightProblem | undefined {
  if (!within(heightCm, HEIGHT_CM)) return MISSING_HEIGHT;
  if (!within(weightKg, WEIGHT_KG)) return INVALID_WEIGHT;
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
