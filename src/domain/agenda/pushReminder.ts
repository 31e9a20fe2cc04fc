// A reminder the server pushed (issue 45, payload format 1 of docs/reminders-push.md), as the service
// worker reads it, and the names it is kept under on the phone: the notification's tag (the same as
// the in-app reminder's, so the phone never shows both) and the record that the push delivered it,
// which the in-app reminder reads so it does not show that reminder again.

export interface PushReminderAction {
  readonly action: 'taken' | 'snooze';
  readonly title: string;
}

export interface PushReminder {
  /** The app's reminder id ('medicine:<id>:<day>T<HH:MM>'): src/domain/agenda/reminders.ts. */
  readonly reminderId: string;
  readonly kind: 'medicine' | 'appointment';
  readonly itemId: string;
  /** The agenda day, 'YYYY-MM-DD'. */
  readonly day: string;
  readonly title: string;
  readonly body: string;
  /** Same-origin path a tap opens: the agenda on that day. */
  readonly url: string;
  readonly actions: readonly PushReminderAction[];
  /** A medicine's buttons post {action, token} here. */
  readonly actionUrl?: string;
  readonly actionToken?: string;
  /** Sent again after 'Recordármelo en 10 min': the phone rings again for the same tag. */
  readonly again: boolean;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The payload of a push, or null when it is not a reminder of a format this app knows. */
export function parsePushReminder(data: unknown): PushReminder | null {
  if (typeof data !== 'object' || data === null) return null;
  const value = data as Record<string, unknown>;
  const { reminderId, kind, itemId, day, title, body, url, occurrence } = value;
  if (value.v !== 1) return null;
  if (kind !== 'medicine' && kind !== 'appointment') return null;
  if (!isText(reminderId) || !isText(itemId) || !isText(title) || !isText(url)) return null;
  if (typeof body !== 'string' || typeof day !== 'string' || !DAY.test(day)) return null;
  const actions = Array.isArray(value.actions)
    ? value.actions.flatMap((entry: unknown): PushReminderAction[] => {
        const { action, title: label } = (entry ?? {}) as Record<string, unknown>;
        return (action === 'taken' || action === 'snooze') && isText(label)
          ? [{ action, title: label }]
          : [];
      })
    : [];
  return {
    reminderId,
    kind,
    itemId,
    day,
    title,
    body,
    url,
    actions,
    ...(isText(value.actionUrl) && isText(value.actionToken)
      ? { actionUrl: value.actionUrl, actionToken: value.actionToken }
      : {}),
    again: typeof occurrence === 'string' && occurrence !== reminderId,
  };
}

/** The notification's tag: the in-app reminder's (reminderNotificationTag) for the same reminder. */
export const pushNotificationTag = (reminderId: string): string => `vita365-reminder:${reminderId}`;

/** Cache Storage, where the service worker and the page can both read it. */
export const PUSH_DELIVERED_CACHE = 'vita365-push-delivered';
const KEY_PREFIX = '/__vita365/push-delivered/';

/** The cache key (a same-origin path) recording that the push delivered `reminderId`. */
export const pushDeliveredKey = (reminderId: string): string =>
  `${KEY_PREFIX}${encodeURIComponent(reminderId)}`;

/** The reminder id of a cache key URL, or null for another key. */
export function reminderIdOfDeliveredKey(url: string): string | null {
  const path = url.startsWith('/') ? url : new URL(url).pathname;
  if (!path.startsWith(KEY_PREFIX)) return null;
  try {
    return decodeURIComponent(path.slice(KEY_PREFIX.length));
  } catch {
    return null;
  }
}

/** Longer than any reminder stays due in the app (FIRED_RETENTION_MS): older records are removed. */
export const PUSH_DELIVERED_RETENTION_MS = 48 * 60 * 60 * 1000;
