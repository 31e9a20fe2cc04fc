// Everything the app's pages do with the service worker, loaded by main.tsx in production builds:
// holds the browser's install offer, registers /sw.js, follows updates, and shows the reminder a
// tapped notification asks for without reloading the tab.
import { subscribe } from 'valtio/vanilla';
import { appUpdateStore, watchForUpdates } from '../../state/appUpdate';
import { listenForInstallPrompt } from '../../state/installPrompt';
import { registerServiceWorker } from './registerServiceWorker';

function showUpdatePromptWhenNeeded(showUpdatePrompt: () => void): void {
  const stop = subscribe(appUpdateStore, () => {
    if (appUpdateStore.status === 'current') return;
    stop();
    showUpdatePrompt();
  });
}

/**
 * @param openPath shows a path the worker asks for: the app routes to it in place.
 * @param showUpdatePrompt shows the offer to update, once a new version waits (the entry passes the
 *   feature that draws it, so start-up code imports no feature).
 */
export function startServiceWorker(
  openPath: (path: string) => void,
  showUpdatePrompt: () => void,
): void {
  listenForInstallPrompt(window);
  showUpdatePromptWhenNeeded(showUpdatePrompt);
  registerServiceWorker(openPath, (registration, container) =>
    watchForUpdates(registration, {
      container,
      document,
      reload: () => window.location.reload(),
      now: () => Date.now(),
    }),
  );
}
