// The plan status in words (content/messages/plan.json) for the domain's view keys: the badge's word
// ('Activo') and the sentence beside it ('Todo en orden con tu plan.'). In the grace days the plan is
// still 'Activo', and the sentence says the payment is late.
import { t } from '../../content/messages';
import { SUSPENDED_AFTER_DAYS, type PlanViewKey } from '../../domain/membership/planStatus';

/** 'Pendiente', 'Activo', 'Suspendido' or 'Cancelado'. */
export function planStatusName(key: PlanViewKey): string {
  switch (key) {
    case 'pending':
      return t('plan.statusPending');
    case 'active':
    case 'grace':
      return t('plan.statusActive');
    case 'suspended':
      return t('plan.statusSuspended');
    case 'cancelled':
      return t('plan.statusCancelled');
  }
}

/** What the status means for the member, shown next to the badge. */
export function planStatusMessage(key: PlanViewKey): string {
  switch (key) {
    case 'pending':
      return t('plan.statusPendingMessage');
    case 'active':
      return t('plan.statusActiveMessage');
    case 'grace':
      return t('plan.statusGraceMessage', { days: SUSPENDED_AFTER_DAYS });
    case 'suspended':
      return t('plan.statusSuspendedMessage');
    case 'cancelled':
      return t('plan.statusCancelledMessage');
  }
}
