// The header's bell on every member page. The menu it opens is built on Radix's dropdown (with
// floating-ui for placement), about a fifth of a member page's code, so that code arrives when the
// member reaches for the bell (pointer over it, focus, touch) or taps it, not with every page.
import { useState, type ComponentType } from 'react';
import { showToast } from '../../state/toasts';
import { BellIcon, bellLabel } from './BellIcon';
import { iconButton } from './Header.css';
import { useMemberNotifications } from './useMemberNotifications';
import type * as NotificationsMenuModule from './NotificationsMenu';
import { t } from '../../content/messages';

type MenuModule = typeof NotificationsMenuModule;

let loading: Promise<MenuModule> | null = null;

function loadMenu(): Promise<MenuModule> {
  loading ??= import('./NotificationsMenu').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

const prefetch = (): void => {
  loadMenu().catch(() => undefined);
};

export function NotificationsButton() {
  const { hasUnread } = useMemberNotifications();
  const [Menu, setMenu] = useState<ComponentType | null>(null);
  const [opening, setOpening] = useState(false);

  if (Menu) return <Menu />;

  const open = (): void => {
    setOpening(true);
    loadMenu().then(
      (module) => setMenu(() => module.NotificationsMenu),
      () => {
        setOpening(false);
        showToast({
          title: t('notifications.openFailedTitle'),
          description: t('notifications.openFailedDescription'),
          variant: 'destructive',
        });
      },
    );
  };

  return (
    <button
      type="button"
      className={iconButton}
      aria-label={bellLabel(hasUnread)}
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={opening}
      onClick={open}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onTouchStart={prefetch}
    >
      <BellIcon hasUnread={hasUnread} />
    </button>
  );
}
