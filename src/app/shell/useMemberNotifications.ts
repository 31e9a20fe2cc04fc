// The header's notifications for the signed-in member, from their plan, appointments and medicines,
// with what they have read on this phone.
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useAuth } from '../../auth/useAuth';
import { notificationsContent } from '../../content/notifications';
import {
  hasUnreadNotifications,
  memberNotifications,
  type MemberNotification,
} from '../../domain/membership/memberNotifications';
import { notificationWords } from '../../membership/notificationWords';
import { appointmentsSlice } from '../../state/appointments';
import { medicinesSlice } from '../../state/medicines';
import { memberTimeZone } from '../../state/memberTimeZone';
import { markNotificationsRead, notificationsReadSlice } from '../../state/notifications';

export interface MemberNotificationsView {
  readonly list: readonly MemberNotification[];
  readonly read: ReadonlySet<string>;
  readonly hasUnread: boolean;
  readonly markRead: (ids: readonly string[]) => void;
}

export function useMemberNotifications(): MemberNotificationsView {
  const { user } = useAuth();
  const appointments = useSnapshot(appointmentsSlice().state).value;
  const medicines = useSnapshot(medicinesSlice().state).value;
  const readByMember = useSnapshot(notificationsReadSlice().state).value;
  // Read when the bell or its menu mounts: each page (and each opening of the menu) reads it afresh.
  const [now] = useState(() => Date.now());
  const memberId = user?.id ?? '';
  const list = memberNotifications({
    user,
    appointments,
    medicines,
    now,
    timeZone: memberTimeZone(),
    content: notificationsContent,
    words: notificationWords(),
  });
  const read = new Set(readByMember[memberId] ?? []);
  return {
    list,
    read,
    hasUnread: hasUnreadNotifications(list, read),
    markRead: (ids) => markNotificationsRead(memberId, ids),
  };
}
