// One payment attempt at a time per member, across tabs (issue 43). Browsers with the Web Locks API
// hold a lock of this name; elsewhere (a plain-HTTP address, where `navigator.locks` is absent) the
// holder is written in storage under PAYMENT_LOCK_KEY, and these rules say when that entry still
// holds. Time comes in as an argument.

export const PAYMENT_LOCK_KEY = 'vita365_payment_lock';

/**
 * A stored hold lapses after this long, so a tab that closed mid-payment never blocks paying for
 * good. Longer than any attempt the holder renews it for (the simulation takes 2.5 s).
 */
export const PAYMENT_LOCK_LEASE_MS = 30_000;

export interface PaymentLockHold {
  readonly memberId: string;
  /** The tab's own id: a tab may take again what it holds. */
  readonly owner: string;
  /** Epoch ms. */
  readonly expiresAt: number;
}

/** The Web Locks name of a member's payments. */
export function paymentLockName(memberId: string): string {
  return `vita365-payment:${memberId}`;
}

/** The stored hold, or null when there is none or it cannot be read. */
export function readPaymentLock(raw: string | null): PaymentLockHold | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { memberId, owner, expiresAt } = value as Record<string, unknown>;
  if (typeof memberId !== 'string' || typeof owner !== 'string') return null;
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
  return { memberId, owner, expiresAt };
}

/**
 * Whether `owner` may pay for `memberId` now: no hold, a hold that lapsed, a hold for another member
 * (another account on this phone), or its own.
 */
export function paymentLockFree(
  held: PaymentLockHold | null,
  memberId: string,
  owner: string,
  now: number,
): boolean {
  if (!held || held.memberId !== memberId) return true;
  return held.owner === owner || held.expiresAt <= now;
}

export function paymentLockHold(memberId: string, owner: string, now: number): PaymentLockHold {
  return { memberId, owner, expiresAt: now + PAYMENT_LOCK_LEASE_MS };
}
