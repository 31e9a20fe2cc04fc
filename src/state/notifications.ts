// Whether the sample notifications are still unread (spec §2: the dot shows until one is selected
// or 'Marcar todas como leídas' is chosen). Kept in memory only: the spec gives no storage key.
import { proxy } from 'valtio';

export const notificationsStore = proxy({ hasUnread: true });

export function markAllNotificationsRead(): void {
  notificationsStore.hasUnread = false;
}
