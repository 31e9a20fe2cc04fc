// The words the header's notifications are filled with (src/domain/membership/memberNotifications.ts),
// from content/messages/plan.json: when a payment is due, and where an appointment is.
import { t } from '../content/messages';
import type { NotificationWords } from '../domain/membership/memberNotifications';

export function notificationWords(): NotificationWords {
  return {
    dueToday: t('plan.dueToday'),
    dueTomorrow: t('plan.dueTomorrow'),
    dueInDays: t('plan.dueInDays'),
    appointmentPlace: t('plan.appointmentPlace'),
  };
}
