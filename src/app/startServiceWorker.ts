// Everything the app's pages do with the service worker, loaded by main.tsx in production builds:
// holds the browser's install offer, registers /sw.js, follows updates, and shows the reminder a
// tapped notification asks for without reloading the tab.
import { subscribe } from 'valtio/vanilla';
import { appUpdateStore, watchForUpdates } from '../state/appUpdate';
import { listenForInstallPrompt } from '../state/installPrompt';
import { registerServiceWorker } from './registerServiceWorker';

function showUpdatePromptWhenNeeded(): void {
  const stop = subscribe(appUpdateStore, () => {
    if (appUpdateStore.status === 'current') return;
    stop();
    void import('../features/offline/mountUpdatePrompt').then((module) =>
      module.mountUpdatePrompt(),
    );
  });
}

/** @param openPath shows a path the worker asks for: the app routes to it in place. */
export function startServiceWorker(openPath: (path: string) => void): void {
  listenForInstallPrompt(window);
  showUpdatePromptWhenNeeded();
  registerServiceWorker(openPath, (registration, container) =>
    watchForUpdates(registration, {
      container,
      document,
      reload: () => window.location.reload(),
      now: () => Date.now(),
    }),
  );
}
