import { Bell } from 'lucide-react';
import * as styles from './NotificationsMenu.css';
import { t } from '../../content/messages';

export const bellLabel = (hasUnread: boolean): string =>
  hasUnread ? t('notifications.bellWithUnread') : t('notifications.bell');

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
