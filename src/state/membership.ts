// Hosted mode's membership as the server last told it (`my_membership()`), kept on this phone per
// member so that the screens still show the plan offline. Demo mode derives its membership from
// browser storage instead (src/domain/membership/planMembership.ts) and leaves this store alone.
// The slice registers on first use, so importing does no work.
import { t } from '../content/messages';
import { parseMembership, type Membership } from '../domain/membership/membership';
import { validate as validateStoredMembership } from 'virtual:storage-validator/stored-membership';
import { storedKind } from './memberDataKind';
import type { PersistedSlice } from './persistedSlice';
import { storageGuard } from './storageValidator';

export const MEMBERSHIP_KEY = 'vita365_membership';

/** Whose membership this is, and when the server said so. */
export interface StoredMembership {
  readonly userId: string;
  readonly fetchedAt: string;
  readonly membership: Membership;
}

/** Declared with its schema like every stored key (storedKeys.ts). */
export const membershipData = storedKind<StoredMembership | null>({
  key: MEMBERSHIP_KEY,
  schema: 'stored-membership',
  label: t('storage.membership'),
  version: 1,
  validate: storageGuard<StoredMembership | null>(validateStoredMembership),
  initial: () => null,
});

export const membershipSlice: () => PersistedSlice<StoredMembership | null> = membershipData.slice;

/** The membership kept for `userId`, read again through the contract's reader; null for another member. */
export function storedMembershipOf(
  stored: StoredMembership | null,
  userId: string | null | undefined,
): Membership | null {
  if (!stored || !userId || stored.userId !== userId) return null;
  return parseMembership(stored.membership);
}

export function keepMembership(userId: string, membership: Membership, now: Date): void {
  membershipSlice().state.value = { userId, fetchedAt: now.toISOString(), membership };
}

export function forgetMembership(): void {
  membershipSlice().state.value = null;
}
