// Everything the pages do with the service worker, loaded by main.tsx in production builds: holds
// the browser's install offer, registers /sw.js once the page has loaded (its precaching must not
// compete with the first paint on a slow network), follows updates, and shows the reminder a tapped
// notification asks for without reloading the tab.
import { subscribe } from 'valtio/vanilla';
import { isOpenPathMessage } from '../serviceWorker/messages';
import { appUpdateStore, watchForUpdates } from '../state/appUpdate';
import { listenForInstallPrompt } from '../state/installPrompt';

export const SERVICE_WORKER_URL = '/sw.js';

function showUpdatePromptWhenNeeded(): void {
  const stop = subscribe(appUpdateStore, () => {
    if (appUpdateStore.status === 'current') return;
    stop();
    void import('../features/offline/mountUpdatePrompt').then((module) =>
      module.mountUpdatePrompt(),
    );
  });
}

async function register(container: ServiceWorkerContainer): Promise<void> {
  try {
    const registration = await container.register(SERVICE_WORKER_URL, { scope: '/' });
    watchForUpdates(registration, {
      container,
      document,
      reload: () => window.location.reload(),
      now: () => Date.now(),
    });
  } catch {
    // Private mode or a blocked worker: the app works as before, only without offline support.
  }
}

/**
 * @param openPath shows a path the worker asks for: the app routes to it in place, the static landing
 *   loads it (the landing carries no router, nor React).
 */
export function startServiceWorker(openPath: (path: string) => void): void {
  listenForInstallPrompt(window);
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event) => {
    if (isOpenPathMessage(event.data)) openPath(event.data.path);
  });
  showUpdatePromptWhenNeeded();
  if (document.readyState === 'complete') void register(container);
  else window.addEventListener('load', () => void register(container), { once: true });
}
