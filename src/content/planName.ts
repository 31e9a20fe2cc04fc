// A plan's name as the landing shows it ('Individual', 'Familiar'), whether a payment stored the
// plan's id or its name. An unknown value is shown as it was stored rather than hidden.
import { plans } from './plans';

const comparable = (value: string): string =>
  value.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/** The plan's name from content/plans/plans.json; null when no plan is stored. */
export function planName(plan: unknown): string | null {
  if (typeof plan !== 'string' || plan.trim() === '') return null;
  const wanted = comparable(plan);
  const known = plans.find((p) => comparable(p.id) === wanted || comparable(p.name) === wanted);
  return known?.name ?? plan.trim();
}
