// A new version of the app waiting in the service worker, and taking it only when the member taps
// 'Actualizar': the page never reloads by itself, so nothing a member is typing is ever lost.
import { proxy } from 'valtio/vanilla';
import { SKIP_WAITING_MESSAGE } from '../domain/device/serviceWorkerMessages';

/** current: nothing to do; ready: a new version waits (or already runs in another tab); updating: asked. */
export type AppUpdateStatus = 'current' | 'ready' | 'updating';

export const appUpdateStore = proxy<{ status: AppUpdateStatus }>({ status: 'current' });

export interface UpdateEnvironment {
  readonly container: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>;
  readonly document: Pick<Document, 'visibilityState' | 'addEventListener'>;
  readonly reload: () => void;
  readonly now: () => number;
}

type WatchedRegistration = Pick<
  ServiceWorkerRegistration,
  'waiting' | 'installing' | 'active' | 'addEventListener' | 'update'
>;

/** How often, at most, coming back to the app asks the server for a new version. */
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60 * 1000;

let watched: { registration: WatchedRegistration; env: UpdateEnvironment } | null = null;
let reloadRequested = false;

function offerUpdate(): void {
  if (appUpdateStore.status === 'current') appUpdateStore.status = 'ready';
}

/**
 * Follows the registration: a worker that finishes installing and waits is a new version (the first
 * install never waits: see src/serviceWorker/sw.ts). Checks the network for one when the member comes
 * back to the app, at most every half hour, since a single-page app seldom navigates.
 */
export function watchForUpdates(registration: WatchedRegistration, env: UpdateEnvironment): void {
  watched = { registration, env };
  reloadRequested = false;
  appUpdateStore.status = 'current';
  let controlled = env.container.controller !== null;
  let lastCheck = env.now();

  const follow = (worker: ServiceWorker | null): void => {
    if (!worker) return;
    const check = (): void => {
      // Chromium also passes the very first worker through `waiting` on its way to activating; only
      // a worker waiting behind an active one is a new version.
      if (worker.state === 'installed' && registration.waiting === worker && registration.active) {
        offerUpdate();
      }
    };
    worker.addEventListener('statechange', check);
    check();
  };
  if (registration.waiting) offerUpdate();
  follow(registration.installing);
  registration.addEventListener('updatefound', () => follow(registration.installing));

  env.container.addEventListener('controllerchange', () => {
    if (reloadRequested) {
      env.reload();
      return;
    }
    // Another tab took the new version: this page still runs the old code, so offer a reload too.
    if (controlled) offerUpdate();
    controlled = true;
  });

  env.document.addEventListener('visibilitychange', () => {
    if (env.document.visibilityState !== 'visible') return;
    if (env.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheck = env.now();
    // Offline or a server hiccup: the next visit tries again.
    registration.update().catch(() => undefined);
  });
}

/** The member tapped 'Actualizar': the waiting version takes over, then the page reloads once. */
export function applyUpdate(): void {
  if (!watched) return;
  const { registration, env } = watched;
  reloadRequested = true;
  appUpdateStore.status = 'updating';
  const waiting = registration.waiting;
  if (waiting) waiting.postMessage(SKIP_WAITING_MESSAGE);
  else env.reload();
}
