// Hosted mode: keeps the signed-in member's membership as the server tells it (`my_membership()`),
// at sign-in, when the app comes back to the foreground, after each change, and when the connection
// comes back (after the coverage uses queued offline are sent). A member who registered with a family
// code joins that family here once, whether the account was usable at once or after confirming the
// e-mail; the refusal is said with the spec's message.
import { t } from '../content/messages';
import { FAMILY_CODE_PREFIX } from '../domain/membership/activationCode';
import { flushQueuedUses, type QueueFlush, type QueuedUse } from '../state/coverageUseQueue';
import { familyJoinTried, markFamilyJoinTried } from '../state/familyJoinTried';
import { forgetMembership, keepMembership } from '../state/membership';
import { showToast } from '../state/toasts';
import {
  isUnreachable,
  JOIN_THROTTLED_CODE,
  MembershipCallError,
  type MembershipCalls,
} from './membershipCalls';
import { redeemRegistrationCompanyCode } from './companyCode';
import { membershipServer } from './membershipServer';

export interface RefusedUseNotice {
  /** Said to the member when a use queued offline is refused by the server. */
  (refusal: { readonly serviceName: string; readonly reason: string }): void;
}

/** Who is followed: the member's id and the code they registered with. */
export interface FollowedMember {
  readonly id: string;
  readonly activationCode: string | null;
}

interface Followed {
  readonly userId: string;
  readonly stop: () => void;
}

let followed: Followed | null = null;
let refusedUseNotice: RefusedUseNotice = () => undefined;

export async function hostedMembershipCalls(): Promise<MembershipCalls | null> {
  return (await membershipServer())?.calls ?? null;
}

/** Asks the server again and keeps the answer; a failure keeps what this phone already knew. */
export async function refreshMembership(userId: string): Promise<void> {
  const calls = await hostedMembershipCalls();
  if (!calls) return;
  try {
    const membership = await calls.myMembership();
    if (followed?.userId === userId) keepMembership(userId, membership, new Date());
  } catch {
    // Offline or the server is down: the screens show the membership kept on this phone.
  }
}

/** Sends the uses queued offline; a refused one is dropped and the member is told why. */
export async function sendQueuedUses(userId: string): Promise<QueueFlush | null> {
  const calls = await hostedMembershipCalls();
  if (!calls) return null;
  const flush = await flushQueuedUses(userId, async (use: QueuedUse) => {
    try {
      await calls.registerCoverageUse(use.serviceId);
      return { kind: 'registered' };
    } catch (error) {
      if (isUnreachable(error)) return { kind: 'unreachable' };
      return { kind: 'refused', reason: (error as Error).message };
    }
  });
  for (const refusal of flush.refused) {
    refusedUseNotice({ serviceName: refusal.use.serviceName, reason: refusal.reason });
  }
  return flush;
}

/** The family code given at registration, once, for a member who has no plan yet. */
async function joinWithRegistrationCode(user: FollowedMember): Promise<void> {
  const code = user.activationCode?.trim().toUpperCase() ?? '';
  if (!code.startsWith(FAMILY_CODE_PREFIX) || familyJoinTried(user.id)) return;
  const calls = await hostedMembershipCalls();
  if (!calls) return;
  const membership = await calls.myMembership().catch(() => null);
  if (!membership || membership.role !== null) {
    if (membership) markFamilyJoinTried(user.id);
    return;
  }
  try {
    await calls.joinFamily(code);
    markFamilyJoinTried(user.id);
  } catch (error) {
    if (isUnreachable(error)) return;
    // Too many refused tries lately: said now, and tried again at a later visit.
    const throttled = error instanceof MembershipCallError && error.code === JOIN_THROTTLED_CODE;
    if (!throttled) markFamilyJoinTried(user.id);
    showToast({
      variant: 'destructive',
      title: t('membership.familyCode'),
      description: throttled ? error.message : t('membership.invalidCode'),
    });
  }
}

async function catchUp(user: FollowedMember): Promise<void> {
  await joinWithRegistrationCode(user);
  const calls = await hostedMembershipCalls();
  if (calls) await redeemRegistrationCompanyCode(user, calls);
  await sendQueuedUses(user.id);
  await refreshMembership(user.id);
}

/**
 * Follows the signed-in member (null: nobody). Called by every screen that reads the membership; the
 * work starts once per member.
 */
export function followHostedMembership(
  user: FollowedMember | null,
  onRefusedUse: RefusedUseNotice,
): void {
  refusedUseNotice = onRefusedUse;
  if (followed?.userId === (user?.id ?? null)) return;
  followed?.stop();
  followed = null;
  // Signed out: the plan and the family's names leave this phone; queued uses wait for their member.
  if (!user) {
    forgetMembership();
    return;
  }
  const onOnline = () => void catchUp(user);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void catchUp(user);
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  followed = {
    userId: user.id,
    stop() {
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    },
  };
  void catchUp(user);
}
