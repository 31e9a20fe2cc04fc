// Registers /sw.js once the page has loaded (its precaching must not compete with the first paint on
// a slow network) and passes on the path a tapped notification asks for. Nothing more, so that the
// static landing can register the worker without the app's state library; the app adds updates and
// the install offer on top (startServiceWorker.ts).
import { isOpenPathMessage } from '../domain/serviceWorkerMessages';

export const SERVICE_WORKER_URL = '/sw.js';

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
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
