// The header's sample notifications (content/notifications.json), checked at build time.
import notificationsFile from '../../content/notifications.json';
import type { Notification, NotificationKind, NotificationsFile } from './types/notifications';

export type { Notification, NotificationKind };

/** The three samples of the spec, newest first. */
export const notifications: readonly Notification[] = (notificationsFile as NotificationsFile)
  .notifications;
