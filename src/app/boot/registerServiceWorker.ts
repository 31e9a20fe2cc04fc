// Registers /sw.js a few seconds after the page has loaded and passes on the path a tapped notification
// asks for. The worker's install downloads about 750 KB for offline use and keeps the browser busy
// storing it: right at the load event (which a route shell reaches before the page is drawn) it
// competed with the page's last requests and first renders, on a slow network and on a phone's few
// cores alike. Nothing more, so that the static landing can register the worker without the app's
// state library; the app adds updates and the install offer on top (startServiceWorker.ts).
import { isOpenPathMessage } from '../../domain/device/serviceWorkerMessages';

export const SERVICE_WORKER_URL = '/sw.js';

/** How long after the load event the worker is registered. */
export const REGISTRATION_DELAY_MS = 3000;

export function registerServiceWorker(
  openPath: (path: string) => void,
  onRegistered: (
    registration: ServiceWorkerRegistration,
    container: ServiceWorkerContainer,
  ) => void = () => undefined,
): void {
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event) => {
    if (isOpenPathMessage(event.data)) openPath(event.data.path);
  });
  const register = async (): Promise<void> => {
    try {
      onRegistered(await container.register(SERVICE_WORKER_URL, { scope: '/' }), container);
    } catch {
      // Private mode or a blocked worker: the app works as before, only without offline support.
    }
  };
  const registerLater = (): void => {
    setTimeout(() => void register(), REGISTRATION_DELAY_MS);
  };
  if (document.readyState === 'complete') registerLater();
  else window.addEventListener('load', registerLater, { once: true });
}
