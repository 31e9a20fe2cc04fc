// The plan type 'Mi Plan' shows: the paid plan's name, the family plan for a member who joined with a
// code, else 'Sin plan activo'.
import { planName } from '../../content/planName';
import { planRole, type PlanMembershipUser } from '../../domain/planMembership';

export const NO_PLAN = 'Sin plan activo';

const FAMILY_PLAN_ID = 'familiar';

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
