// The plan type 'Mi Plan' shows: the plan's name, else 'Sin plan activo'.
import { planName } from '../../content/planName';
import type { Membership } from '../../domain/membership/membership';

export const NO_PLAN = 'Sin plan activo';

export function planTypeName(membership: Pick<Membership, 'plan'>): string {
  return planName(membership.plan) ?? NO_PLAN;
}
