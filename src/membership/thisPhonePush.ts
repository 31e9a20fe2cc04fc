// This phone's Web Push subscription (issue 45): whether the browser can receive the server's
// reminders, and subscribing or unsubscribing it with the VAPID public key of the build
// (VITE_VAPID_PUBLIC_KEY, read by name: docs/hosted-mode.md).
import type { BrowserSubscription } from './pushDevices';

/** The build's VAPID public key (base64url), or '' when the build has none. */
export function vapidPublicKey(): string {
  return (import.meta.env.VITE_VAPID_PUBLIC_KEY ?? '').trim();
}

/**
 * 'unsupported': no service worker, Push API or notifications (an iPhone outside an installed app);
 * otherwise the notification permission.
 */
export type PushAvailability = 'unsupported' | NotificationPermission;

export function pushAvailability(): PushAvailability {
  if (
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator) ||
    typeof PushManager === 'undefined' ||
    typeof Notification === 'undefined'
  ) {
    return 'unsupported';
  }
  return Notification.permission;
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** The subscription as the server stores it. */
export function browserSubscription(subscription: PushSubscription): BrowserSubscription | null {
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!json.endpoint || !p256dh || !auth) return null;
  return { endpoint: json.endpoint, p256dh, auth };
}

/** This phone's current subscription, if it has one. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (pushAvailability() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export type SubscribeResult =
  | { readonly kind: 'subscribed'; readonly subscription: PushSubscription }
  | { readonly kind: 'denied' }
  | { readonly kind: 'unsupported' }
  | { readonly kind: 'failed' };

/** How long to wait for the service worker of a first visit to start. */
const WORKER_WAIT_MS = 10_000;

/** Asks for permission (call it from the member's tap only) and subscribes this phone. */
export async function subscribeThisPhone(key: string): Promise<SubscribeResult> {
  if (pushAvailability() === 'unsupported' || !key) return { kind: 'unsupported' };
  const permission =
    Notification.permission === 'default'
      ? await Notification.requestPermission().catch(() => Notification.permission)
      : Notification.permission;
  if (permission !== 'granted') return { kind: 'denied' };
  try {
    const registration = await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), WORKER_WAIT_MS)),
    ]);
    if (!registration) return { kind: 'failed' };
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(key),
    });
    return { kind: 'subscribed', subscription };
  } catch {
    return { kind: 'failed' };
  }
}
