// A family plan smaller than its list (issue 43): who to remove first, in the payment page's words
// (content/messages/payment.json).
import { t } from '../../content/messages';
import type { MembershipMember } from '../../domain/membership/membership';
import { membersToRemoveFirst } from '../../domain/membership/familyFit';
import type { PlanKind } from '../../domain/membership/pricing';
import { useMembership } from '../../membership/useMembership';

export interface FamilyFit {
  /** People on the holder's list now, the holder included. */
  readonly listed: number;
  /** Whom to take off the list before the chosen size can be paid; empty when it fits. */
  readonly removeFirst: readonly MembershipMember[];
}

/** Whether the chosen plan and size hold everyone on the holder's list. */
export function useFamilyFit(plan: PlanKind, size: number): FamilyFit {
  const { membership } = useMembership();
  const listed = membership.role === 'holder' ? membership.members : [];
  return {
    listed: listed.length,
    removeFirst: plan === 'familiar' ? membersToRemoveFirst(listed, size) : [],
  };
}

const names = (people: readonly MembershipMember[]): string =>
  new Intl.ListFormat('es', { type: 'conjunction' }).format(people.map((person) => person.name));

/** Whom to remove, by name, before paying for `size` people. */
export function removeFirstText(fit: FamilyFit, size: number): string {
  return t('payment.familyFitRemoveFirst', {
    listed: fit.listed,
    size,
    names: names(fit.removeFirst),
  });
}
