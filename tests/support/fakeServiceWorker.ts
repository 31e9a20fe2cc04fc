// A service worker registration that keeps notifications the way a phone does (one per tag, the
// newest wins, close() removes it), and a browser with or without notifications, for jsdom tests.
import { vi } from 'vitest';

export interface ShownNotification {
  readonly title: string;
  readonly tag: string;
  readonly body: string;
  readonly data: unknown;
  readonly close: () => void;
}

export class FakeRegistration {
  active: object | null = {};
  shown: ShownNotification[] = [];
  readonly showNotification = vi.fn(async (title: string, options: NotificationOptions) => {
    const tag = options.tag ?? '';
    const notification: ShownNotification = {
      title,
      tag,
      body: options.body ?? '',
      data: options.data,
      close: () => {
        this.shown = this.shown.filter((entry) => entry !== notification);
      },
    };
    this.shown = [...this.shown.filter((entry) => entry.tag !== tag), notification];
  });
  async getNotifications({ tag }: { tag?: string } = {}): Promise<ShownNotification[]> {
    return this.shown.filter((entry) => tag === undefined || entry.tag === tag);
  }
}

/** Gives `navigator` a service worker container answering with `registration` (none if undefined). */
export function installServiceWorker(
  registration: () => FakeRegistration | undefined,
  ready: () => Promise<FakeRegistration> = () => new Promise(() => undefined),
): void {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => registration(),
      get ready() {
        return ready();
      },
    },
  });
}

export function removeServiceWorker(): void {
  Reflect.deleteProperty(navigator, 'serviceWorker');
}

/** The browser's Notification with this permission (undefined: a browser without notifications). */
export function stubNotificationPermission(
  permission: NotificationPermission | undefined,
  requestPermission: () => Promise<NotificationPermission> = async () => 'granted',
): void {
  vi.stubGlobal(
    'Notification',
    permission === undefined ? undefined : { permission, requestPermission },
  );
}
