/// <reference lib="webworker" />
// Reminders the server pushes (issue 45): the service worker shows each as a notification with the
// in-app reminder's tag, records that the push delivered it (so the app's own reminder does not show
// it again on this phone), and carries out a medicine's buttons by asking the server, which ticks
// the dose in the member's data or sends it again in 10 minutes. What each takes is passed in, so it
// is tested without a service worker.
import {
  parsePushReminder,
  pushDeliveredKey,
  pushNotificationTag,
  PUSH_DELIVERED_CACHE,
  PUSH_DELIVERED_RETENTION_MS,
  type PushReminderAction,
} from '../domain/agenda/pushReminder';

const ICON = '/icons/icon-192.png';

/** What a reminder notification keeps for its tap and its buttons. */
export interface ReminderNotificationData {
  readonly url: string;
  readonly reminderId: string;
  readonly actionUrl?: string;
  readonly actionToken?: string;
}

/** NotificationOptions with the fields TypeScript's DOM library leaves out. */
interface ReminderNotificationOptions extends NotificationOptions {
  readonly actions?: readonly PushReminderAction[];
  readonly renotify?: boolean;
}

export interface NotificationShower {
  showNotification(title: string, options: NotificationOptions): Promise<void>;
}

/** Records that the push delivered `reminderId` now, and forgets records older than two days. */
export async function rememberPushDelivered(
  caches: CacheStorage,
  reminderId: string,
  now: number,
): Promise<void> {
  const cache = await caches.open(PUSH_DELIVERED_CACHE);
  await cache.put(pushDeliveredKey(reminderId), new Response(String(now)));
  for (const request of await cache.keys()) {
    const at = Number(await (await cache.match(request))?.text());
    if (!(now - at < PUSH_DELIVERED_RETENTION_MS)) await cache.delete(request);
  }
}

/** Shows a pushed reminder; anything that is not one of ours is ignored. */
export async function showPushReminder(
  registration: NotificationShower,
  caches: CacheStorage,
  payload: unknown,
  now: number,
): Promise<boolean> {
  const reminder = parsePushReminder(payload);
  if (!reminder) return false;
  const data: ReminderNotificationData = {
    url: reminder.url,
    reminderId: reminder.reminderId,
    ...(reminder.actionUrl && reminder.actionToken
      ? { actionUrl: reminder.actionUrl, actionToken: reminder.actionToken }
      : {}),
  };
  const options: ReminderNotificationOptions = {
    body: reminder.body,
    tag: pushNotificationTag(reminder.reminderId),
    icon: ICON,
    badge: ICON,
    data,
    // Buttons only where the server can act on them.
    actions: data.actionToken ? reminder.actions : [],
    renotify: reminder.again,
  };
  await registration.showNotification(reminder.title, options);
  await rememberPushDelivered(caches, reminder.reminderId, now);
  return true;
}

/** The push's payload as JSON, or null when it has none or it is not JSON. */
export function pushPayload(data: { json(): unknown } | null): unknown {
  try {
    return data?.json() ?? null;
  } catch {
    return null;
  }
}

/**
 * 'Ya la tomé' or 'Recordármelo en 10 min': asks the server with the notification's token. False
 * when it could not (offline, an expired token): the caller then opens the agenda instead.
 */
export async function actOnReminder(
  fetcher: typeof fetch,
  data: unknown,
  action: string,
): Promise<boolean> {
  const { actionUrl, actionToken } = (data ?? {}) as Partial<ReminderNotificationData>;
  if ((action !== 'taken' && action !== 'snooze') || !actionUrl || !actionToken) return false;
  try {
    const response = await fetcher(actionUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action, token: actionToken }),
    });
    if (!response.ok) return false;
    const answer = (await response.json()) as { done?: unknown };
    return answer.done === true;
  } catch {
    return false;
  }
}
