// The plan status in words (content/messages/membership.json) for the domain's view keys: the badge's word
// ('Activo') and the sentence beside it ('Todo en orden con tu plan.'). In the grace days the plan is
// still 'Activo', and the sentence says the payment is late.
import { t } from '../../content/messages';
import { SUSPENDED_AFTER_DAYS, type PlanViewKey } from '../../domain/membership/planStatus';

/** 'Pendiente', 'Activo', 'Suspendido' or 'Cancelado'. */
export function planStatusName(key: PlanViewKey): string {
  switch (key) {
    case 'pending':
      return t('membership.statusPending');
    case 'active':
    case 'grace':
      return t('membership.statusActive');
    case 'suspended':
      return t('membership.statusSuspended');
    case 'cancelled':
      return t('membership.statusCancelled');
  }
}

/** What the status means for the member, shown next to the badge. */
export function planStatusMessage(key: PlanViewKey): string {
  switch (key) {
    case 'pending':
      return t('membership.statusPendingMessage');
    case 'active':
      return t('membership.statusActiveMessage');
    case 'grace':
      return t('membership.statusGraceMessage', { days: SUSPENDED_AFTER_DAYS });
    case 'suspended':
      return t('membership.statusSuspendedMessage');
    case 'cancelled':
      return t('membership.statusCancelledMessage');
  }
}
