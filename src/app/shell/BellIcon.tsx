import { Bell } from 'lucide-react';
import * as styles from './NotificationsMenu.css';
import { NOTIFICATIONS_TEXT } from './notificationsMessages';

export const bellLabel = (hasUnread: boolean): string =>
  hasUnread ? NOTIFICATIONS_TEXT.bellWithUnread : NOTIFICATIONS_TEXT.bell;

/** The bell and, until every notification is read, its unread dot. */
export function BellIcon({ hasUnread }: { readonly hasUnread: boolean }) {
  return (
    <>
      <Bell aria-hidden="true" size={22} />
      {hasUnread && (
        <span className={styles.unreadDot} data-testid="unread-dot" aria-hidden="true" />
      )}
    </>
  );
}
