// The plan's name as the landing shows it ('Individual', 'Familiar'), whether the payment stored the
// plan's id or its name. An unknown value is shown as it was stored rather than hidden.
import { plans } from '../../content/plans';
import { planRole, type PlanMembershipUser } from '../../domain/planMembership';

export const NO_PLAN = 'Sin plan activo';

const FAMILY_PLAN_ID = 'familiar';

const comparable = (value: string): string =>
  value.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

export function planName(plan: unknown): string | null {
  if (typeof plan !== 'string' || plan.trim() === '') return null;
  const wanted = comparable(plan);
  const known = plans.find((p) => comparable(p.id) === wanted || comparable(p.name) === wanted);
  return known?.name ?? plan.trim();
}

/**
 * The plan type to show: the paid plan's name; for a family member whose holder's payment is not
 * visible to them, the family plan; else 'Sin plan activo'.
 */
export function planTypeName(user: PlanMembershipUser | null | undefined): string {
  const details = user?.user_metadata?.paymentDetails;
  const plan =
    typeof details === 'object' && details !== null && 'plan' in details ? details.plan : undefined;
  const paid = planName(plan);
  if (paid) return paid;
  return planRole(user) === 'member' ? (planName(FAMILY_PLAN_ID) ?? NO_PLAN) : NO_PLAN;
}
