import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell, CheckCheck } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { notifications } from '../../content/notifications';
import { markAllNotificationsRead, notificationsStore } from '../../state/notifications';
import { iconButton } from './Header.css';
import * as styles from './NotificationsMenu.css';

/** The header's bell: the sample notifications, with an unread dot until one is read. */
export function NotificationsMenu() {
  const { hasUnread } = useSnapshot(notificationsStore);
  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while it stays focusable.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={iconButton}
        aria-label={hasUnread ? 'Notificaciones, hay notificaciones sin leer' : 'Notificaciones'}
      >
        <Bell aria-hidden="true" size={22} />
        {hasUnread && (
          <span className={styles.unreadDot} data-testid="unread-dot" aria-hidden="true" />
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.content} align="end" sideOffset={6}>
          <DropdownMenu.Label className={styles.label}>Notificaciones</DropdownMenu.Label>
          {notifications.map((notification) => (
            <DropdownMenu.Item
              key={notification.id}
              className={styles.item}
              onSelect={markAllNotificationsRead}
            >
              <span className={styles.itemTitle}>{notification.title}</span>
              <span className={styles.itemDescription}>{notification.description}</span>
              <span className={styles.itemTime}>{notification.time}</span>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item className={styles.markAll} onSelect={markAllNotificationsRead}>
            <CheckCheck aria-hidden="true" size={18} />
            Marcar todas como leídas
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
