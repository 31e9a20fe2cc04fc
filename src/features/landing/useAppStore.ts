import { useSyncExternalStore } from 'react';
import { storeForUserAgent, type AppStore } from '../../domain/storeForUserAgent';

const neverChanges = (): (() => void) => () => undefined;

const storeOfThisDevice = (): AppStore =>
  storeForUserAgent({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints });

// The prerendered HTML cannot know the device, so it carries the default store; React hydrates with
// that and then re-renders with the visitor's real store, without a hydration mismatch.
const defaultStore = (): AppStore => 'android';

/** The app store for the visitor's device (spec §1: Android is the default). */
export function useAppStore(): AppStore {
  return useSyncExternalStore(neverChanges, storeOfThisDevice, defaultStore);
}
