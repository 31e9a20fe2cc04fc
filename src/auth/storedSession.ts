// Whether this browser holds a session, read without loading either auth back-end: the entry uses it
// to fetch the login page together with a member page when the guard is bound to send the visitor
// there. A guess to save a round of requests, never a decision: the back-end still decides.

import { DEMO_USER_KEY } from '../state/demoAuthKeys';

export { DEMO_USER_KEY };

/** supabase-js keeps its session under `sb-<project ref>-auth-token` by default. */
const hostedSessionKey = /^sb-.+-auth-token$/;

export function hasStoredSession(storage: Pick<Storage, 'length' | 'key' | 'getItem'>): boolean {
  try {
    const demoUser = storage.getItem(DEMO_USER_KEY);
    if (demoUser !== null && demoUser !== 'null') return true;
    for (let index = 0; index < storage.length; index++) {
      if (hostedSessionKey.test(storage.key(index) ?? '')) return true;
    }
    return false;
  } catch {
    // Blocked storage: nothing to read, and no session to restore either.
    return false;
  }
}
