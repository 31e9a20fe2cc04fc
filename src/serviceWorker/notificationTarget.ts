// What tapping a reminder notification opens. Runs in the service worker; the clients are passed in
// so the choice can be tested without one.
import { openPathMessage } from '../domain/device/serviceWorkerMessages';
import { routePaths } from '../content/routePaths';

/** Where a notification goes when its data names no valid path of this app. */
export const DEFAULT_NOTIFICATION_PATH = routePaths.agenda;

/** The notification's `data.url` as a same-origin path; anything else falls back to the agenda. */
export function notificationTargetPath(data: unknown, origin: string): string {
  const url =
    typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined;
  if (typeof url !== 'string' || url === '') return DEFAULT_NOTIFICATION_PATH;
  try {
    const target = new URL(url, origin);
    const path = `${target.pathname}${target.search}${target.hash}`;
    // '//host/…' would be read as another origin wherever the path is used again.
    if (target.origin !== origin || path.startsWith('//')) return DEFAULT_NOTIFICATION_PATH;
    return path;
  } catch {
    return DEFAULT_NOTIFICATION_PATH;
  }
}

/** The subset of the service worker's `clients` this needs. */
export interface WindowClientsLike {
  matchAll(options: {
    type: 'window';
    includeUncontrolled: boolean;
  }): Promise<readonly WindowLike[]>;
  openWindow(url: string): Promise<unknown>;
}

export interface WindowLike {
  readonly url: string;
  readonly focused: boolean;
  readonly visibilityState: DocumentVisibilityState;
  focus(): Promise<unknown>;
  postMessage(message: unknown): void;
}

function preferredWindow(windows: readonly WindowLike[]): WindowLike | undefined {
  return (
    windows.find((client) => client.focused) ??
    windows.find((client) => client.visibilityState === 'visible') ??
    windows[0]
  );
}

/**
 * Focuses a tab already showing the path; otherwise asks an open tab of the app to show it in-app
 * (a reload could lose what the member was typing there) and focuses it; with no tab open, opens one.
 */
export async function openNotificationTarget(
  clients: WindowClientsLike,
  origin: string,
  path: string,
): Promise<void> {
  const url = new URL(path, origin).href;
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter(
    (client) => new URL(client.url).origin === origin,
  );
  const showing = windows.find((client) => client.url === url);
  if (showing) {
    await showing.focus();
    return;
  }
  const open = preferredWindow(windows);
  if (open) {
    open.postMessage(openPathMessage(path));
    await open.focus();
    return;
  }
  await clients.openWindow(url);
}
