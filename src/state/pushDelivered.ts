// Which reminders the server's push already delivered on this phone (issue 45): the service worker
// records each in Cache Storage (src/serviceWorker/pushReminders.ts), and the in-app reminder reads
// them here so it does not show the same reminder again.
import { PUSH_DELIVERED_CACHE, reminderIdOfDeliveredKey } from '../domain/agenda/pushReminder';

/** The reminder ids the push delivered on this phone; empty where Cache Storage is missing. */
export async function pushDeliveredIds(): Promise<Set<string>> {
  const ids = new Set<string>();
  if (typeof caches === 'undefined') return ids;
  try {
    // has() first: open() would create the cache on phones that never got a push.
    if (!(await caches.has(PUSH_DELIVERED_CACHE))) return ids;
    const cache = await caches.open(PUSH_DELIVERED_CACHE);
    for (const request of await cache.keys()) {
      const id = reminderIdOfDeliveredKey(request.url);
      if (id) ids.add(id);
    }
  } catch {
    // Storage refused (private mode): the in-app reminder shows as before.
  }
  return ids;
}
