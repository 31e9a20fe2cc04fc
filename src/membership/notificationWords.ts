// The words the header's notifications are filled with (src/domain/membership/memberNotifications.ts),
// from content/messages/membership.json: when a payment is due, and where an appointment is.
import { t } from '../content/messages';
import type { NotificationWords } from '../domain/membership/memberNotifications';

export function notificationWords(): NotificationWords {
  return {
    dueToday: t('membership.dueToday'),
    dueTomorrow: t('membership.dueTomorrow'),
    dueInDays: t('membership.dueInDays'),
    appointmentPlace: t('membership.appointmentPlace'),
  };
}
