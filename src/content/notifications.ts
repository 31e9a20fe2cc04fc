// The header's notification templates (content/notifications.json), checked at build time.
import notificationsFile from '../../content/notifications.json';
import type { NotificationKind, NotificationsFile } from './types/notifications';

export type { NotificationKind, NotificationsFile };

export const notificationsContent: NotificationsFile = notificationsFile as NotificationsFile;
