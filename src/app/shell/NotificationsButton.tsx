// The header's bell on every member page. The menu it opens is built on Radix's dropdown (with
// floating-ui for placement), about a fifth of a member page's code, so that code arrives when the
// member reaches for the bell (pointer over it, focus, touch) or taps it, not with every page.
//
// The unread dot is worked out after the page is drawn: reading a member's appointments and medicines
// and deriving the notifications took 0.1–0.3 s of a mid-range phone's start-up with a long agenda.
// Each part runs in an idle period of its own (idleSteps.ts); until then the bell shows no dot, and
// the menu, when opened, works its list out itself.
import { useEffect, useState, type ComponentType } from 'react';
import { appointmentsSlice } from '../../state/appointments';
import { medicinesSlice } from '../../state/medicines';
import { showToast } from '../../state/toasts';
import { BellIcon, bellLabel } from './BellIcon';
import { iconButton } from './Header.css';
import { runInIdleSteps } from './idleSteps';
import { NOTIFICATIONS_TEXT } from './notificationsMessages';
import { useMemberNotifications } from './useMemberNotifications';
import type * as NotificationsMenuModule from './NotificationsMenu';

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

/** Works out the notifications and reports whether any is unread; draws nothing. */
function UnreadCount({ onCount }: { readonly onCount: (hasUnread: boolean) => void }) {
  const { hasUnread } = useMemberNotifications();
  useEffect(() => onCount(hasUnread), [hasUnread, onCount]);
  return null;
}

export function NotificationsButton() {
  const [counting, setCounting] = useState(false);
  const [hasUnread, setHasUnread] = useState(false);
  const [Menu, setMenu] = useState<ComponentType | null>(null);
  const [opening, setOpening] = useState(false);
  useEffect(
    () =>
      runInIdleSteps([
        // Reading each stored list (checked, then kept in the store) is a step of its own.
        () => appointmentsSlice(),
        () => medicinesSlice(),
        () => setCounting(true),
      ]),
    [],
  );

  if (Menu) return <Menu />;

  const open = (): void => {
    setOpening(true);
    loadMenu().then(
      (module) => setMenu(() => module.NotificationsMenu),
      () => {
        setOpening(false);
        showToast({
          title: NOTIFICATIONS_TEXT.openFailedTitle,
          description: NOTIFICATIONS_TEXT.openFailedDescription,
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
      {counting && <UnreadCount onCount={setHasUnread} />}
    </button>
  );
}
