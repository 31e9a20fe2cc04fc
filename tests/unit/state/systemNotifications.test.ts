// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVATION_WAIT_MS,
  closeReminderNotifications,
  notificationPermission,
  reminderNotificationTag,
  requestNotificationPermission,
  showSystemNotification,
} from '../../../src/state/systemNotifications';
import {
  FakeRegistration,
  installServiceWorker,
  removeServiceWorker,
  stubNotificationPermission,
} from '../../support/fakeServiceWorker';

let registration: FakeRegistration | undefined;
let ready: Promise<FakeRegistration>;
const requestPermission = vi.fn(async (): Promise<NotificationPermission> => 'granted');

function allow(permission: NotificationPermission): void {
  stubNotificationPermission(permission, requestPermission);
}

const reminder = {
  tag: reminderNotificationTag('medicine', 'med-1', '2026-03-01'),
  title: 'Hora de tu medicina',
  body: 'Metformina 500 mg',
  url: '/agenda',
};

beforeEach(() => {
  registration = new FakeRegistration();
  ready = new Promise(() => undefined);
  requestPermission.mockClear();
  installServiceWorker(
    () => registration,
    () => ready,
  );
  allow('granted');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  removeServiceWorker();
});

describe('showSystemNotification', () => {
  it('shows the reminder through the registration, tagged, with the path to open', async () => {
    expect(await showSystemNotification(reminder)).toBe('shown');
    expect(registration?.showNotification).toHaveBeenCalledWith('Hora de tu medicina', {
      body: 'Metformina 500 mg',
      tag: reminder.tag,
      data: { url: '/agenda' },
      icon: '/icons/icon-192.png',
      lang: 'es-MX',
    });
  });

  it('never shows one reminder twice while it is on screen (another tab, a reload)', async () => {
    expect(await showSystemNotification(reminder)).toBe('shown');
    expect(await showSystemNotification(reminder)).toBe('already-shown');
    expect(await registration?.getNotifications()).toHaveLength(1);
    const tomorrow = {
      ...reminder,
      tag: reminderNotificationTag('medicine', 'med-1', '2026-03-02'),
    };
    expect(await showSystemNotification(tomorrow)).toBe('shown');
    expect(await registration?.getNotifications()).toHaveLength(2);
  });

  it.each(['default', 'denied'] as const)(
    'shows nothing and never asks when permission is %s',
    async (permission) => {
      allow(permission);
      expect(await showSystemNotification(reminder)).toBe('not-allowed');
      expect(requestPermission).not.toHaveBeenCalled();
      expect(registration?.showNotification).not.toHaveBeenCalled();
    },
  );

  it('says unsupported where the browser has no notifications (iPhone outside an installed app)', async () => {
    vi.stubGlobal('Notification', undefined);
    expect(notificationPermission()).toBe('unsupported');
    expect(await showSystemNotification(reminder)).toBe('unsupported');
  });

  it('says so when no service worker is registered (dev server)', async () => {
    registration = undefined;
    expect(await showSystemNotification(reminder)).toBe('no-service-worker');
  });

  it('waits for a worker that is still installing', async () => {
    const installing = new FakeRegistration();
    installing.active = null;
    registration = installing;
    const activated = new FakeRegistration();
    ready = Promise.resolve(activated);
    expect(await showSystemNotification(reminder)).toBe('shown');
    expect(activated.showNotification).toHaveBeenCalledOnce();
  });

  it('gives up on a worker that never activates, without throwing', async () => {
    vi.useFakeTimers();
    const installing = new FakeRegistration();
    installing.active = null;
    registration = installing;
    const result = showSystemNotification(reminder);
    await vi.advanceTimersByTimeAsync(ACTIVATION_WAIT_MS);
    expect(await result).toBe('no-service-worker');
  });

  it('reports a refused notification as failed instead of throwing', async () => {
    registration?.showNotification.mockRejectedValueOnce(new TypeError('No active worker'));
    expect(await showSystemNotification(reminder)).toBe('failed');
  });
});

describe('closeReminderNotifications', () => {
  it('removes every occurrence of one item and nothing of another with a longer id', async () => {
    const tags = [
      reminderNotificationTag('medicine', 'med-1', '2026-03-01T08:00'),
      reminderNotificationTag('medicine', 'med-1', '2026-03-01T09:30'),
      reminderNotificationTag('medicine', 'med-10', '2026-03-01T08:00'),
      reminderNotificationTag('appointment', 'med-1', '2026-03-01T08:00'),
    ];
    for (const tag of tags) await showSystemNotification({ ...reminder, tag });
    await closeReminderNotifications('medicine', 'med-1');
    expect((await registration?.getNotifications())?.map((shown) => shown.tag)).toEqual(
      tags.slice(2),
    );
  });

  it('does nothing, without throwing, where notifications are unsupported', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    await expect(closeReminderNotifications('medicine', 'med-1')).resolves.toBeUndefined();
  });
});

describe('requestNotificationPermission', () => {
  it('asks the browser only while the member has not decided', async () => {
    allow('default');
    expect(await requestNotificationPermission()).toBe('granted');
    expect(requestPermission).toHaveBeenCalledOnce();
    allow('denied');
    expect(await requestNotificationPermission()).toBe('denied');
    expect(requestPermission).toHaveBeenCalledOnce();
  });

  it('answers unsupported without service workers', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(await requestNotificationPermission()).toBe('unsupported');
  });
});

describe('reminderNotificationTag', () => {
  it('names one occurrence of one reminder', () => {
    expect(reminderNotificationTag('medicine', 'med-1', '2026-03-01')).toBe(
      'vita365-reminder:medicine:med-1:2026-03-01',
    );
    expect(reminderNotificationTag('appointment', 'med-1', '2026-03-01')).not.toBe(
      reminderNotificationTag('medicine', 'med-1', '2026-03-01'),
    );
  });
});
