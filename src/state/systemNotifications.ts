// Reminders shown by the phone itself, through the service worker's registration.showNotification
// (`new Notification()` throws on most mobile browsers). The in-app toast stays the reminder that
// always works: this only adds the system notification when the member allowed it.
//
// Contract for the reminder runner: call showSystemNotification once per due reminder with a tag
// that names that reminder's occurrence (see reminderNotificationTag); it never asks for permission,
// never throws, shows nothing twice for one tag while the first is still on screen (another tab or a
// reload asking again is answered 'already-shown'), and says why when it showed nothing. Tapping the
// notification opens `url` (src/serviceWorker/notificationTarget.ts).

export interface SystemNotification {
  /** One tag per reminder occurrence, e.g. reminderNotificationTag('medicine', id, '2026-03-01'). */
  readonly tag: string;
  readonly title: string;
  readonly body: string;
  /** Same-origin path opened when the notification is tapped, e.g. '/agenda'. */
  readonly url: string;
}

export type SystemNotificationResult =
  | 'shown'
  | 'already-shown'
  /** The browser has no notifications or no service workers (iPhone outside an installed app). */
  | 'unsupported'
  /** The member has not allowed notifications (not asked yet, or blocked). */
  | 'not-allowed'
  /** No service worker registered (the dev server, or the first seconds of a first visit). */
  | 'no-service-worker'
  | 'failed';

export type NotificationPermissionState = 'unsupported' | NotificationPermission;

const NOTIFICATION_ICON = '/icons/icon-192.png';

/** How long a reminder waits for a worker that is still installing before giving up on it. */
export const ACTIVATION_WAIT_MS = 10_000;

/** A stable tag for one occurrence of a reminder: the same medicine on another day is another tag. */
export function reminderNotificationTag(
  kind: 'medicine' | 'appointment',
  id: string,
  occurrence: string,
): string {
  return `vita365-reminder:${kind}:${id}:${occurrence}`;
}

function notificationsSupported(): boolean {
  return (
    typeof Notification !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator
  );
}

export function notificationPermission(): NotificationPermissionState {
  return notificationsSupported() ? Notification.permission : 'unsupported';
}

/** Asks the browser; call it only from the member's tap on 'Activar recordatorios'. */
export async function requestNotificationPermission(): Promise<NotificationPermissionState> {
  if (!notificationsSupported()) return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

async function activeRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return undefined;
  if (registration.active) return registration;
  // Registered but still installing: showNotification needs an active worker.
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ACTIVATION_WAIT_MS)),
  ]);
}

export async function showSystemNotification(
  notification: SystemNotification,
): Promise<SystemNotificationResult> {
  const permission = notificationPermission();
  if (permission === 'unsupported') return 'unsupported';
  if (permission !== 'granted') return 'not-allowed';
  try {
    const registration = await activeRegistration();
    if (!registration) return 'no-service-worker';
    const open = await registration.getNotifications({ tag: notification.tag });
    if (open.length > 0) return 'already-shown';
    await registration.showNotification(notification.title, {
      body: notification.body,
      tag: notification.tag,
      data: { url: notification.url },
      icon: NOTIFICATION_ICON,
      lang: 'es-MX',
    });
    return 'shown';
  } catch {
    return 'failed';
  }
}

async function closeWhere(matches: (tag: string) => boolean): Promise<void> {
  if (!notificationsSupported()) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const open = (await registration?.getNotifications()) ?? [];
    for (const shown of open) if (matches(shown.tag)) shown.close();
  } catch {
    // Nothing on screen to close is the same outcome for the member.
  }
}

/**
 * Removes every notification of one agenda item, whatever its occurrence: a medicine marked taken
 * after its time was edited still clears the notice shown for the old time.
 */
export function closeReminderNotifications(
  kind: 'medicine' | 'appointment',
  id: string,
): Promise<void> {
  const prefix = reminderNotificationTag(kind, id, '');
  return closeWhere((shown) => shown.startsWith(prefix));
}
