import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CheckCheck } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { notifications } from '../../content/notifications';
import { markAllNotificationsRead, notificationsStore } from '../../state/notifications';
import { BellIcon, bellLabel } from './BellIcon';
import { iconButton } from './Header.css';
import * as styles from './NotificationsMenu.css';

/**
 * The header's bell with its menu of sample notifications, unread dot until one is read. Mounted by
 * NotificationsButton on the member's first tap, so it opens at once.
 */
export function NotificationsMenu() {
  const { hasUnread } = useSnapshot(notificationsStore);
  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while it stays focusable.
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={iconButton} aria-label={bellLabel(hasUnread)}>
        <BellIcon hasUnread={hasUnread} />
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
