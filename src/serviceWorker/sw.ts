/// <reference lib="webworker" />
// The service worker (Workbox, built by vite-plugin-pwa's injectManifest strategy). It precaches the
// build (app shell, every route chunk with the content bundled in it, the prerendered public pages,
// icons and images), answers member routes with the app's HTML, never touches requests to other
// origins (the auth backend, Stripe), waits for the member's 'Actualizar' before taking over, shows
// the reminders the server pushes (issue 45) and carries out their buttons, and opens the agenda when
// a reminder notification is tapped.
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { isSkipWaitingMessage } from '../domain/device/serviceWorkerMessages';
import { APP_SHELL_URL, NAVIGATION_DENYLIST } from './navigation';
import { notificationTargetPath, openNotificationTarget } from './notificationTarget';
import { actOnReminder, pushPayload, showPushReminder } from './pushReminders';

declare const self: ServiceWorkerGlobalScope & {
  readonly __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(APP_SHELL_URL), {
    denylist: [...NAVIGATION_DENYLIST],
  }),
);

// The first install controls the open tab at once, so a member who loses signal right after their
// first visit can still open the other screens. Updates wait (no skipWaiting here) until asked.
clientsClaim();

self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});

self.addEventListener('push', (event) => {
  event.waitUntil(
    showPushReminder(self.registration, self.caches, pushPayload(event.data), Date.now()),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const origin = self.location.origin;
  const path = notificationTargetPath(event.notification.data, origin);
  if (event.action === 'taken' || event.action === 'snooze') {
    // Done on the server without opening the app; if it cannot be, the agenda opens on that day.
    event.waitUntil(
      actOnReminder(fetch, event.notification.data, event.action).then((done) =>
        done ? undefined : openNotificationTarget(self.clients, origin, path),
      ),
    );
    return;
  }
  event.waitUntil(openNotificationTarget(self.clients, origin, path));
});
