// Which notifications each member has read, kept on this phone (`vita365_notifications_read`: member
// id → ids read) so a reload does not mark them unread again. Anything unreadable counts as nothing read.
import { proxy } from 'valtio';

export const NOTIFICATIONS_READ_KEY = 'vita365_notifications_read';
/** Read ids kept per member; older ones go first (the ids of past days are of no further use). */
const KEEP_PER_MEMBER = 200;

type ReadMap = Record<string, string[]>;

function load(): ReadMap {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(NOTIFICATIONS_READ_KEY) ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const map: ReadMap = {};
    for (const [member, ids] of Object.entries(value)) {
      if (Array.isArray(ids))
        map[member] = ids.filter((id): id is string => typeof id === 'string');
    }
    return map;
  } catch {
    return {};
  }
}

export const notificationsStore = proxy<{ read: ReadMap; loaded: boolean }>({
  read: {},
  loaded: false,
});

/** Reads the stored map once (not at import time). */
export function loadNotificationsRead(): void {
  if (notificationsStore.loaded) return;
  notificationsStore.read = load();
  notificationsStore.loaded = true;
}

export function markNotificationsRead(memberId: string, ids: readonly string[]): void {
  loadNotificationsRead();
  const current = notificationsStore.read[memberId] ?? [];
  const next = [...current, ...ids.filter((id) => !current.includes(id))].slice(-KEEP_PER_MEMBER);
  notificationsStore.read = { ...notificationsStore.read, [memberId]: next };
  try {
    localStorage.setItem(NOTIFICATIONS_READ_KEY, JSON.stringify(notificationsStore.read));
  } catch {
    // Storage full or blocked: the read state still holds for this visit.
  }
}
