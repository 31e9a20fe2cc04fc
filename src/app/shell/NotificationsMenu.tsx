import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { CheckCheck } from 'lucide-react';
import { BellIcon, bellLabel } from './BellIcon';
import { iconButton } from './Header.css';
import * as styles from './NotificationsMenu.css';
import { useMemberNotifications } from './useMemberNotifications';
import { t } from '../../content/messages';

/**
 * The header's bell with its menu of the member's notifications, unread dot until each is read (the
 * read state is kept per member). Mounted by NotificationsButton on the first tap, so it opens at once.
 */
export function NotificationsMenu() {
  const { list, read, hasUnread, markRead } = useMemberNotifications();
  return (
    // Not modal: a modal menu hides the rest of the page with aria-hidden while it stays focusable.
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={iconButton} aria-label={bellLabel(hasUnread)}>
        <BellIcon hasUnread={hasUnread} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.content}
          align="end"
          sideOffset={6}
          collisionPadding={8}
          // The list scrolls when it is longer than the screen: keyboard users reach it too.
          tabIndex={0}
        >
          <DropdownMenu.Label className={styles.label}>
            {t('app.notificationsMenuTitle')}
          </DropdownMenu.Label>
          {list.length === 0 && <p className={styles.empty}>{t('notifications.empty')}</p>}
          {list.map((notification) => (
            <DropdownMenu.Item
              key={notification.id}
              className={styles.item}
              data-unread={!read.has(notification.id)}
              onSelect={() => markRead([notification.id])}
            >
              <span className={styles.itemTitle}>{notification.title}</span>
              <span className={styles.itemDescription}>{notification.description}</span>
              {!read.has(notification.id) && (
                <span className={styles.itemTime}>{t('notifications.unread')}</span>
              )}
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className={styles.separator} />
          <DropdownMenu.Item
            className={styles.markAll}
            onSelect={() => markRead(list.map((notification) => notification.id))}
          >
            <CheckCheck aria-hidden="true" size={18} />
            {t('app.notificationsMarkAllRead')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
