// The plan type 'Mi Plan' shows: the plan's name, else 'Sin plan activo'.
import { t } from '../../content/messages';
import { planName } from '../../content/planName';
import type { Membership } from '../../domain/membership/membership';

export function planTypeName(membership: Pick<Membership, 'plan'>): string {
  return planName(membership.plan) ?? t('plan.noPlan');
}
