// Which notifications each member has read, kept on this phone (`vita365_notifications_read`: member
// id → ids read) so a reload does not mark them unread again. Declared with its schema like every
// stored key (storedKeys.ts); the slice registers on first use, so importing does no work.
import { t } from '../content/messages';
import type { NotificationsRead } from '../content/types/storage/notifications-read';
import { validate as validateNotificationsRead } from 'virtual:storage-validator/notifications-read';
import { storedKind } from './memberDataKind';
import { storageGuard } from './storageValidator';

export const NOTIFICATIONS_READ_KEY = 'vita365_notifications_read';
/** Read ids kept per member; older ones go first (the ids of past days are of no further use). */
const KEEP_PER_MEMBER = 200;

type ReadMap = NotificationsRead;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What older versions of the app could leave: any id that is not text is dropped, as they did when
 * reading, and the newest ids kept; anything that is not a map counts as nothing read.
 */
function readable(value: unknown): ReadMap {
  const map: Record<string, string[]> = {};
  if (!isRecord(value)) return map;
  for (const [member, ids] of Object.entries(value)) {
    if (Array.isArray(ids))
      map[member] = ids
        .filter((id): id is string => typeof id === 'string' && id.length <= 300)
        .slice(-KEEP_PER_MEMBER);
  }
  return map;
}

export const notificationsReadData = storedKind<ReadMap>({
  key: NOTIFICATIONS_READ_KEY,
  schema: 'notifications-read',
  label: t('storage.notificationsRead'),
  version: 1,
  validate: storageGuard<ReadMap>(validateNotificationsRead),
  initial: () => ({}),
  migrate: readable,
});

export const notificationsReadSlice = notificationsReadData.slice;

export function markNotificationsRead(memberId: string, ids: readonly string[]): void {
  const { state } = notificationsReadSlice();
  const current = state.value[memberId] ?? [];
  const next = [...current, ...ids.filter((id) => !current.includes(id))].slice(-KEEP_PER_MEMBER);
  state.value = { ...state.value, [memberId]: next };
}
