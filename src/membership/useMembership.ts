// The one membership source of the screens (Mi Plan, the dashboard's status, the profile's plan,
// coverage): in hosted mode what `my_membership()` said, kept on this phone for offline use, plus the
// coverage uses still queued; in demo mode what browser storage holds. Writing `planStatus` into the
// hosted member's metadata changes nothing here: hosted mode never reads plan state from metadata.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { t } from '../content/messages';
import type { CoverageTerms } from '../domain/membership/coverage';
import { freePlaces, NO_MEMBERSHIP, type Membership } from '../domain/membership/membership';
import {
  familyWithAdded,
  familyWithEdited,
  familyWithRemoved,
  planMembership,
  type FamilyMemberInput,
} from '../domain/membership/planMembership';
import { coverageUseQueueSlice, enqueueUse, queuedCounts } from '../state/coverageUseQueue';
import {
  coverageUsageSlice,
  registerCoverageUse as registerLocalUse,
  undoCoverageUse as undoLocalUse,
} from '../state/coverageUsage';
import { membershipSlice, storedMembershipOf } from '../state/membership';
import { showToast } from '../state/toasts';
import { isUnreachable, MembershipCallError } from './membershipCalls';
import {
  followHostedMembership,
  hostedMembershipCalls,
  refreshMembership,
  sendQueuedUses,
} from './hostedMembership';
import { useAuth } from '../auth/useAuth';
import { demoAccountsSlice } from '../auth/demoAccountsSlice';

export type CoverageUseOutcome =
  /** Counted; `useId` is the server's id of the use (hosted), for 'Deshacer'. */
  | { readonly kind: 'registered'; readonly useId: string | null }
  /** No connection: kept on this phone and sent when the connection comes back. */
  | { readonly kind: 'queued' }
  /** Not counted: `reason` is the server's (hosted); null when the service has no uses left. */
  | { readonly kind: 'refused'; readonly reason: string | null };

export type VoidUseOutcome =
  /** No longer counted: the counts and the list are asked for again. */
  | { readonly kind: 'voided' }
  /** VM005: the 10 minutes have passed. */
  | { readonly kind: 'expired' }
  /** VM004: already undone (say, on the phone of whoever used it) or no longer on the plan. */
  | { readonly kind: 'gone' }
  /** Not reached, or refused for another reason: `reason` is what to tell the member. */
  | { readonly kind: 'failed'; readonly reason: string };

/** undo_coverage_use's refusals: the use is not there (VM004) or its 10 minutes passed (VM005). */
const USE_NOT_FOUND_CODE = 'VM004';
const UNDO_WINDOW_PASSED_CODE = 'VM005';

export interface CoverageServiceRef extends CoverageTerms {
  readonly id: string;
  readonly name: string;
}

export interface MembershipActions {
  registerUse(service: CoverageServiceRef): Promise<CoverageUseOutcome>;
  undoUse(serviceId: string, useId: string | null): Promise<void>;
  addMember(input: FamilyMemberInput): Promise<void>;
  editMember(memberId: string, input: FamilyMemberInput): Promise<void>;
  removeMember(memberId: string): Promise<void>;
  joinFamily(code: string): Promise<void>;
  /** Hosted mode, the holder: a new family code (returned); the old one stops working. */
  regenerateFamilyCode(): Promise<string>;
  /**
   * Hosted mode, the holder (issue 40): voids a use anyone on the plan registered in the last 10
   * minutes. The membership is asked for again whatever the answer, so the list and counts follow.
   */
  voidFamilyUse(useId: string): Promise<VoidUseOutcome>;
}

export interface MembershipSource {
  readonly mode: 'demo' | 'hosted';
  readonly membership: Membership;
  /** The signed-in member's id, as in `membership.members[].id`. */
  readonly youId: string | null;
  /** Hosted mode: false until the server answered once on this phone. Demo: always true. */
  readonly known: boolean;
  readonly actions: MembershipActions;
}

function sayRefusedQueuedUse({ serviceName, reason }: { serviceName: string; reason: string }) {
  showToast({
    variant: 'destructive',
    title: t('coverage.refusedTitle'),
    description: t('membership.queuedUseRefused', { service: serviceName, reason }),
  });
}

/** Demo mode: someone kept without a name reads 'Miembro sin nombre'. */
function withNames(membership: Membership): Membership {
  if (membership.members.every((person) => person.name !== '')) return membership;
  return {
    ...membership,
    members: membership.members.map((person) =>
      person.name === '' ? { ...person, name: t('membership.unnamedMember') } : person,
    ),
  };
}

const newId = (): string => crypto.randomUUID();

async function callsOrFail() {
  const calls = await hostedMembershipCalls();
  if (!calls) throw new MembershipCallError('unreachable', t('membership.hostedInactive'));
  return calls;
}

export function useMembership(): MembershipSource {
  const { mode, user, updateUserMetadata } = useAuth();
  const localUses = useSnapshot(coverageUsageSlice().state).value;
  const stored = useSnapshot(membershipSlice().state).value;
  const queue = useSnapshot(coverageUseQueueSlice().state).value;
  // Demo mode: a family exists among the accounts of this phone (planMembership.ts).
  const phoneAccounts = useSnapshot(demoAccountsSlice().state).value;
  const hosted = mode === 'hosted';
  const userId = user?.id ?? null;
  const activationCode = user?.user_metadata.activation_code;

  useEffect(() => {
    if (!hosted) return;
    const member = userId ? { id: userId, activationCode: activationCode ?? null } : null;
    followHostedMembership(member, sayRefusedQueuedUse);
    // The member, not each change of their metadata, decides what is followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hosted, userId]);

  const fromServer = hosted ? storedMembershipOf(stored, userId) : null;
  let membership: Membership;
  if (hosted) {
    const server = fromServer ?? NO_MEMBERSHIP;
    const waiting = userId ? queuedCounts(queue, userId) : {};
    const uses: Record<string, number> = { ...server.uses };
    for (const [serviceId, count] of Object.entries(waiting)) {
      uses[serviceId] = (uses[serviceId] ?? 0) + count;
    }
    membership = { ...server, uses };
  } else {
    membership = withNames(planMembership(user, localUses, new Date(), phoneAccounts));
  }

  const demoActions: MembershipActions = {
    async registerUse(service) {
      return registerLocalUse(service.id, service)
        ? { kind: 'registered', useId: null }
        : { kind: 'refused', reason: null };
    },
    async undoUse(serviceId) {
      undoLocalUse(serviceId);
    },
    async addMember(input) {
      if (!user) return;
      if (freePlaces(membership) <= 0) throw new Error(t('membership.familyNoPlaces'));
      await updateUserMetadata({ familyMembers: familyWithAdded(user, input, newId()) });
    },
    async editMember(memberId, input) {
      if (!user) return;
      await updateUserMetadata({ familyMembers: familyWithEdited(user, memberId, input) });
    },
    async removeMember(memberId) {
      if (!user) return;
      await updateUserMetadata({ familyMembers: familyWithRemoved(user, memberId) });
    },
    async joinFamily() {
      // Demo mode joins only at registration, with the code of a plan paid on an account of this
      // phone (issue 43); Mi Plan says so instead of offering a join form.
    },
    async regenerateFamilyCode() {
      // Demo codes are checked nowhere, so there is nothing to replace; Mi Plan offers it hosted only.
      throw new Error(t('membership.newCodeHostedOnly'));
    },
    async voidFamilyUse() {
      // Demo families hold no one else's uses (they live on each phone); Mi Plan offers it hosted only.
      return { kind: 'failed', reason: t('membership.voidHostedOnly') };
    },
  };

  const hostedActions: MembershipActions = {
    async registerUse(service) {
      if (!userId) return { kind: 'refused', reason: null };
      const queueIt = (): CoverageUseOutcome => {
        enqueueUse({
          id: newId(),
          userId,
          serviceId: service.id,
          serviceName: service.name,
          queuedAt: new Date().toISOString(),
        });
        return { kind: 'queued' };
      };
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return queueIt();
      try {
        const calls = await callsOrFail();
        const useId = await calls.registerCoverageUse(service.id);
        await refreshMembership(userId);
        return { kind: 'registered', useId };
      } catch (error) {
        if (isUnreachable(error)) return queueIt();
        return { kind: 'refused', reason: (error as Error).message };
      }
    },
    async undoUse(_serviceId, useId) {
      if (!userId || !useId) return;
      const calls = await callsOrFail();
      await calls.undoCoverageUse(useId);
      await refreshMembership(userId);
    },
    async addMember(input) {
      if (!userId) return;
      const calls = await callsOrFail();
      await calls.addFamilyMember(input);
      await refreshMembership(userId);
    },
    async editMember(memberId, input) {
      if (!userId) return;
      const calls = await callsOrFail();
      await calls.updateFamilyMember(memberId, input);
      await refreshMembership(userId);
    },
    async removeMember(memberId) {
      if (!userId) return;
      const calls = await callsOrFail();
      await calls.removeFamilyMember(memberId);
      await refreshMembership(userId);
    },
    async joinFamily(code) {
      if (!userId) return;
      const calls = await callsOrFail();
      await calls.joinFamily(code);
      await refreshMembership(userId);
    },
    async regenerateFamilyCode() {
      const calls = await callsOrFail();
      const code = await calls.regenerateFamilyCode();
      if (userId) await refreshMembership(userId);
      return code;
    },
    async voidFamilyUse(useId) {
      let outcome: VoidUseOutcome;
      try {
        const calls = await callsOrFail();
        await calls.undoCoverageUse(useId);
        outcome = { kind: 'voided' };
      } catch (error) {
        const code = error instanceof MembershipCallError ? error.code : null;
        outcome =
          code === UNDO_WINDOW_PASSED_CODE
            ? { kind: 'expired' }
            : code === USE_NOT_FOUND_CODE
              ? { kind: 'gone' }
              : { kind: 'failed', reason: (error as Error).message };
      }
      if (userId) await refreshMembership(userId);
      return outcome;
    },
  };

  return {
    mode,
    membership,
    youId: userId,
    known: !hosted || fromServer !== null,
    actions: hosted ? hostedActions : demoActions,
  };
}

/** Asks the server for the membership now (Mi Plan, when it opens: the family's latest uses). */
export function refreshMembershipNow(userId: string): void {
  void refreshMembership(userId);
}

/** Sends the queued uses now (the coverage screen, when it opens online). */
export function sendQueuedUsesNow(userId: string): void {
  void sendQueuedUses(userId);
}
