import { describe, expect, it, vi } from 'vitest';
import {
  installPromptStore,
  listenForInstallPrompt,
  promptInstall,
} from '../../../src/state/installPrompt';

function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  return event;
}

describe('install prompt', () => {
  it('holds the browser offer back (no banner on load) until the member taps', async () => {
    const target = new EventTarget();
    listenForInstallPrompt(target as unknown as Window);
    expect(installPromptStore.available).toBe(false);
    expect(await promptInstall()).toBe('unavailable');

    const offer = installOffer('accepted');
    target.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(installPromptStore.available).toBe(true);
    expect(offer.prompt).not.toHaveBeenCalled();

    expect(await promptInstall()).toBe('accepted');
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(installPromptStore.available).toBe(false);
    expect(await promptInstall()).toBe('unavailable');
  });

  it('reports a dismissed dialog, and forgets the offer once the app is installed', async () => {
    const target = new EventTarget();
    listenForInstallPrompt(target as unknown as Window);
    target.dispatchEvent(installOffer('dismissed'));
    expect(await promptInstall()).toBe('dismissed');

    target.dispatchEvent(installOffer('accepted'));
    expect(installPromptStore.available).toBe(true);
    target.dispatchEvent(new Event('appinstalled'));
    expect(installPromptStore.available).toBe(false);
    expect(await promptInstall()).toBe('unavailable');
  });
});
