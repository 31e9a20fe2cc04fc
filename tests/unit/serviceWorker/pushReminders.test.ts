// Issue 45 on the phone: a pushed reminder becomes a notification with the in-app reminder's tag and
// the medicine's two buttons, the push's delivery is recorded where the page reads it, and a button
// asks the server with the notification's token.
import { describe, expect, it, vi } from 'vitest';
import {
  parsePushReminder,
  pushDeliveredKey,
  reminderIdOfDeliveredKey,
} from '../../../src/domain/agenda/pushReminder';
import { deviceLabel } from '../../../src/domain/device/deviceLabel';
import {
  actOnReminder,
  showPushReminder,
  type NotificationShower,
} from '../../../src/serviceWorker/pushReminders';
import { reminderNotificationTag } from '../../../src/state/systemNotifications';

/** Cache Storage in memory: the calls the service worker makes. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    const keyOf = (request: RequestInfo | URL) =>
      typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
    return {
      put: async (request: RequestInfo | URL, response: Response) => {
        store.set(keyOf(request), response);
      },
      keys: async () => [...store.keys()].map((url) => ({ url }) as Request),
      match: async (request: RequestInfo | URL) => store.get(keyOf(request))?.clone(),
      delete: async (request: RequestInfo | URL) => store.delete(keyOf(request)),
    };
  };
  return { caches: { open } as unknown as CacheStorage, stores };
}

const medicinePush = {
  v: 1,
  reminderId: 'medicine:metformina:2026-03-10T08:00',
  occurrence: 'medicine:metformina:2026-03-10T08:00',
  kind: 'medicine',
  itemId: 'metformina',
  day: '2026-03-10',
  time: '08:00',
  dueAt: '2026-03-10T14:00:00.000Z',
  title: 'Es hora de tu medicina',
  body: 'Tu dosis de las 08:00. Toca para verla en tu agenda.',
  url: '/agenda?dia=2026-03-10',
  actions: [
    { action: 'taken', title: 'Ya la tomé' },
    { action: 'snooze', title: 'Recordármelo en 10 min' },
  ],
  actionUrl: 'https://proyecto.supabase.co/functions/v1/send-reminders',
  actionToken: 'abc.def',
};

describe('a pushed reminder', () => {
  it("is shown with the in-app reminder's tag, the two buttons and the agenda day", async () => {
    const shown: Array<[string, NotificationOptions & { actions?: unknown; renotify?: boolean }]> =
      [];
    const registration: NotificationShower = {
      showNotification: async (title, options) => {
        shown.push([title, options]);
      },
    };
    const { caches, stores } = memoryCaches();
    expect(await showPushReminder(registration, caches, medicinePush, 1_000)).toBe(true);
    const [[title, options] = ['', {}]] = shown;
    expect(title).toBe('Es hora de tu medicina');
    expect(options.body).toBe('Tu dosis de las 08:00. Toca para verla en tu agenda.');
    expect(options.tag).toBe(reminderNotificationTag('medicine', 'metformina', '2026-03-10T08:00'));
    expect(options.actions).toEqual(medicinePush.actions);
    expect(options.renotify).toBe(false);
    expect(options.data).toEqual({
      url: '/agenda?dia=2026-03-10',
      reminderId: medicinePush.reminderId,
      actionUrl: medicinePush.actionUrl,
      actionToken: medicinePush.actionToken,
    });
    const recorded = [...(stores.get('vita365-push-delivered')?.keys() ?? [])];
    expect(recorded.map(reminderIdOfDeliveredKey)).toEqual([medicinePush.reminderId]);
  });

  it('rings again when snoozed, and ignores what is not a reminder of this format', async () => {
    const showNotification = vi.fn(
      async (_title: string, _options: NotificationOptions) => undefined,
    );
    const { caches } = memoryCaches();
    await showPushReminder(
      { showNotification },
      caches,
      {
        ...medicinePush,
        occurrence: `${medicinePush.reminderId}:snooze:1773151920`,
      },
      0,
    );
    expect(showNotification.mock.calls[0]?.[1]).toMatchObject({ renotify: true });
    for (const payload of [
      null,
      'hola',
      { ...medicinePush, v: 2 },
      { ...medicinePush, day: 'hoy' },
    ]) {
      expect(await showPushReminder({ showNotification }, caches, payload, 0)).toBe(false);
    }
    expect(
      parsePushReminder({ ...medicinePush, actions: [{ action: 'borrar', title: 'x' }] })?.actions,
    ).toEqual([]);
  });

  it('forgets deliveries older than two days when a new one comes', async () => {
    const { caches, stores } = memoryCaches();
    const registration = { showNotification: async () => undefined };
    await showPushReminder(registration, caches, medicinePush, 0);
    const later = {
      ...medicinePush,
      reminderId: 'medicine:metformina:2026-03-12T08:00',
      occurrence: 'medicine:metformina:2026-03-12T08:00',
    };
    await showPushReminder(registration, caches, later, 48 * 3_600_000);
    expect([...(stores.get('vita365-push-delivered')?.keys() ?? [])]).toEqual([
      pushDeliveredKey(later.reminderId),
    ]);
  });
});

describe('the buttons', () => {
  const data = {
    url: '/agenda',
    reminderId: 'r',
    actionUrl: 'https://x.test/fn',
    actionToken: 't.s',
  };

  it("post the action and the token, and succeed only on the server's 'done'", async () => {
    const fetcher = vi.fn(async () => Response.json({ action: 'taken', done: true }));
    expect(await actOnReminder(fetcher, data, 'taken')).toBe(true);
    expect(fetcher).toHaveBeenCalledWith('https://x.test/fn', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'taken', token: 't.s' }),
    });
    const refused = vi.fn(async () => new Response(null, { status: 403 }));
    expect(await actOnReminder(refused, data, 'snooze')).toBe(false);
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await actOnReminder(offline, data, 'taken')).toBe(false);
    expect(await actOnReminder(fetcher, { url: '/agenda' }, 'taken')).toBe(false);
  });
});

describe('deviceLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      'Android · Chrome',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'iPhone · Safari',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36',
      'Android · Samsung Internet',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
      'Windows · Edge',
    ],
    ['', undefined],
  ])('names %s as %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });
});
