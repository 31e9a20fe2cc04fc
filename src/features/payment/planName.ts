import { plans } from '../../content/plans';

/** A plan's name as the landing shows it (content/plans/plans.json): 'individual' → 'Individual'. */
export function planName(plan: string): string {
  return plans.find((candidate) => candidate.id === plan)?.name ?? plan;
}
