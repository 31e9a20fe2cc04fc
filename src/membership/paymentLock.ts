// One payment attempt at a time per member, across the tabs of this browser (issue 43). With the Web
// Locks API (secure contexts) the browser holds the lock and lets it go when the tab closes; without
// it (a plain-HTTP address) the hold is written in storage with a lease the holder renews. Taking it
// never waits: a second tab is told at once that a payment is in progress.
import {
  PAYMENT_LOCK_KEY,
  PAYMENT_LOCK_LEASE_MS,
  paymentLockFree,
  paymentLockHold,
  paymentLockName,
  readPaymentLock,
} from '../domain/membership/paymentLock';
import type { StorageLike } from '../state/persistedSlice';
import { persistenceStorage } from '../state/persistence';

/** The part of the Web Locks API used here (a test passes its own). */
export interface LockRequester {
  request<T>(
    name: string,
    options: { ifAvailable: true },
    callback: (lock: unknown) => Promise<T> | T,
  ): Promise<T>;
}

export interface PaymentLockEnvironment {
  readonly locks: LockRequester | null;
  readonly storage: StorageLike | null;
  readonly now: () => number;
  /** This tab's id. */
  readonly owner: string;
}

/** Lets the lock go; calling it again does nothing. */
export type ReleasePaymentLock = () => void;

let tabId: string | null = null;

export function browserPaymentLockEnvironment(): PaymentLockEnvironment {
  tabId ??= crypto.randomUUID();
  const locks = typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
  return {
    locks: locks as LockRequester | null,
    storage: persistenceStorage(),
    now: () => Date.now(),
    owner: tabId,
  };
}

function once(release: () => void): ReleasePaymentLock {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    release();
  };
}

/** The Web Lock's answer; 'failed' when the API refused to be asked (the stored lock is used then). */
async function takeWebLock(
  locks: LockRequester,
  name: string,
): Promise<ReleasePaymentLock | null | 'failed'> {
  let granted: (release: ReleasePaymentLock | null | 'failed') => void = () => undefined;
  const answer = new Promise<ReleasePaymentLock | null | 'failed'>(
    (resolve) => (granted = resolve),
  );
  void locks
    .request(name, { ifAvailable: true }, (lock) => {
      if (!lock) {
        granted(null);
        return undefined;
      }
      // The lock is held until the promise returned here settles: until the caller releases it.
      return new Promise<void>((release) => granted(once(release)));
    })
    .catch(() => granted('failed'));
  return answer;
}

function takeStoredLock(
  storage: StorageLike,
  memberId: string,
  env: PaymentLockEnvironment,
): ReleasePaymentLock | null {
  const read = () => {
    try {
      return readPaymentLock(storage.getItem(PAYMENT_LOCK_KEY));
    } catch {
      return null;
    }
  };
  const write = () => {
    try {
      storage.setItem(
        PAYMENT_LOCK_KEY,
        JSON.stringify(paymentLockHold(memberId, env.owner, env.now())),
      );
      return true;
    } catch {
      return false;
    }
  };
  if (!paymentLockFree(read(), memberId, env.owner, env.now())) return null;
  // Storage has no compare-and-set: write, then read back; a tab that wrote in between wins.
  if (!write()) return () => undefined;
  if (read()?.owner !== env.owner) return null;
  const renew = setInterval(write, PAYMENT_LOCK_LEASE_MS / 3);
  return once(() => {
    clearInterval(renew);
    try {
      if (read()?.owner === env.owner) storage.removeItem(PAYMENT_LOCK_KEY);
    } catch {
      // The lease lapses by itself.
    }
  });
}

/**
 * Takes the member's payment lock if no other tab holds it: the release, or null when a payment is
 * in progress elsewhere. Without locks or storage there is only this tab to guard, and it is taken.
 */
export async function takePaymentLock(
  memberId: string,
  env: PaymentLockEnvironment = browserPaymentLockEnvironment(),
): Promise<ReleasePaymentLock | null> {
  if (env.locks) {
    const taken = await takeWebLock(env.locks, paymentLockName(memberId));
    if (taken !== 'failed') return taken;
  }
  if (env.storage) return takeStoredLock(env.storage, memberId, env);
  return () => undefined;
}
