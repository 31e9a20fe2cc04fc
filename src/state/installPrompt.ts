// The browser's offer to install the app, kept for the member's tap on 'Instalar la app'. The event
// is held back (preventDefault) so no install banner pops up by itself on load.
import { proxy } from 'valtio/vanilla';

/** Chromium's install event; not in TypeScript's DOM types. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ readonly outcome: 'accepted' | 'dismissed' }>;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'unavailable';

export const installPromptStore = proxy({ available: false });

let offered: BeforeInstallPromptEvent | null = null;

export function listenForInstallPrompt(target: Pick<Window, 'addEventListener'>): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offered = event as BeforeInstallPromptEvent;
    installPromptStore.available = true;
  });
  target.addEventListener('appinstalled', () => {
    offered = null;
    installPromptStore.available = false;
  });
}

/** Shows the browser's install dialog; the offer can be used only once either way. */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = offered;
  if (!event) return 'unavailable';
  offered = null;
  installPromptStore.available = false;
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome;
}
