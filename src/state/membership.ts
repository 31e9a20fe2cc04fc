// Hosted mode's membership as the server last told it (`my_membership()`), kept on this phone per
// member so that the screens still show the plan offline. Demo mode derives its membership from
// browser storage instead (src/domain/membership/planMembership.ts) and leaves this store alone.
// The slice registers on first use, so importing does no work.
import { parseMembership, type Membership } from '../domain/membership/membership';
import { createPersistedSlice, type PersistedSlice } from './persistedSlice';
import { registerSlice } from './persistence';

export const MEMBERSHIP_KEY = 'vita365_membership';

/** Whose membership this is, and when the server said so. */
export interface StoredMembership {
  readonly userId: string;
  readonly fetchedAt: string;
  readonly membership: Membership;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isStoredMembership(value: unknown): value is StoredMembership | null {
  if (value === null) return true;
  return (
    isRecord(value) &&
    typeof value.userId === 'string' &&
    typeof value.fetchedAt === 'string' &&
    isRecord(value.membership)
  );
}

let slice: PersistedSlice<StoredMembership | null> | null = null;

export function membershipSlice(): PersistedSlice<StoredMembership | null> {
  slice ??= registerSlice(
    createPersistedSlice<StoredMembership | null>({
      key: MEMBERSHIP_KEY,
      label: 'los datos de tu plan',
      version: 1,
      validate: isStoredMembership,
      initial: () => null,
    }),
  );
  return slice;
}

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
