// Demo mode's membership, read from the member's own metadata (spec §3 User) in the shape hosted mode
// gets from `my_membership()` (src/domain/membership/membership.ts), and the family list's edits.
//
// A member is someone who joined with a family code (FAM-…) and whose plan is that family's plan, i.e.
// they have no payment of their own, or the payment they see carries that same family code. Everyone
// with a payment of their own is the holder of their plan. With no server, a family exists only
// among the accounts kept on this phone (issue 43): a member sees the plan of the holder whose account
// here has the code, and without one they have joined nothing (joining across phones is hosted mode's).
// The holder's list counts the accounts here that joined with their code. A payment writes the holder first in
// `familyMembers` (src/domain/membership/payment.ts), so the first entry is the holder whatever name they have
// since taken; the people after it are the family.
import type { FamilyMember } from '../../content/types/storage/user';
import { FAMILY_CODE_PREFIX } from './activationCode';
import {
  FAMILY_PLAN_ID,
  freePlaces,
  NO_MEMBERSHIP,
  type Membership,
  type MembershipMember,
} from './membership';
import { planStatus } from './planStatus';

export type PlanRole = 'holder' | 'member';

/** The part of the User (spec §3) this reading needs. */
export interface PlanMembershipUser {
  readonly id?: string;
  readonly email?: string;
  readonly user_metadata?: {
    readonly name?: unknown;
    readonly alias?: unknown;
    readonly curp?: unknown;
    readonly birthDate?: unknown;
    readonly activation_code?: unknown;
    readonly familyId?: unknown;
    readonly paymentDetails?: unknown;
    readonly familyMembers?: unknown;
  } | null;
}

/** What the holder types for a person on the family plan. */
export interface FamilyMemberInput {
  readonly name: string;
  readonly curp: string;
  readonly birthDate: string;
}

/** The id the signed-in member has in demo mode's list when their user has none. */
export const YOU_ID = 'tu';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function familyCodeUsedToJoin(user: PlanMembershipUser): string | null {
  const code = text(user.user_metadata?.activation_code).toUpperCase();
  return code.startsWith(FAMILY_CODE_PREFIX) ? code : null;
}

const hasOwnPaymentDetails = (user: PlanMembershipUser): boolean =>
  isRecord(user.user_metadata?.paymentDetails);

export function planRole(user: PlanMembershipUser | null | undefined): PlanRole {
  if (!user) return 'holder';
  const joinedWith = familyCodeUsedToJoin(user);
  if (!joinedWith) return 'holder';
  const hasOwnPayment =
    hasOwnPaymentDetails(user) && text(user.user_metadata?.familyId).toUpperCase() !== joinedWith;
  return hasOwnPayment ? 'holder' : 'member';
}

function storedFamily(user: PlanMembershipUser): Record<string, unknown>[] {
  const list = user.user_metadata?.familyMembers;
  return Array.isArray(list) ? list.filter(isRecord) : [];
}

/** A stored person's id: the one the family screen gave them, else their place in the list. */
const storedIdOf = (entry: Record<string, unknown>, index: number): string =>
  text(entry.id) || `miembro-${index}`;

/** The member's name, alias or e-mail; '' for none (the screens then say 'Miembro sin nombre'). */
function yourName(user: PlanMembershipUser): string {
  const metadata = user.user_metadata;
  return text(metadata?.name) || text(metadata?.alias) || text(user.email);
}

/** The people after the holder, with the index each has in the stored list. */
function familyAfterHolder(
  user: PlanMembershipUser,
): { entry: Record<string, unknown>; index: number }[] {
  const stored = storedFamily(user).map((entry, index) => ({ entry, index }));
  // Without a payment of their own nobody wrote the member first: every entry is someone else.
  return hasOwnPaymentDetails(user) ? stored.slice(1) : stored;
}

function personOf(entry: Record<string, unknown>, index: number): MembershipMember {
  const curp = text(entry.curp);
  const birthDate = text(entry.birthDate);
  return {
    id: storedIdOf(entry, index),
    name: text(entry.name),
    role: 'member',
    ...(curp ? { curp } : {}),
    ...(birthDate ? { birthDate } : {}),
  };
}

interface PaymentLike {
  readonly plan?: unknown;
  readonly familySize?: unknown;
  readonly frequency?: unknown;
  readonly nextPaymentDate?: unknown;
}

const familyIdOf = (user: PlanMembershipUser): string =>
  text(user.user_metadata?.familyId).toUpperCase();

/** The account on this phone that paid the family plan of `code` (never `selfId`'s own). */
export function demoFamilyHolder(
  code: string,
  accounts: readonly PlanMembershipUser[],
  selfId?: string,
): PlanMembershipUser | null {
  const wanted = code.trim().toUpperCase();
  if (!wanted) return null;
  return (
    accounts.find((account) => {
      const details = account.user_metadata?.paymentDetails;
      return (
        account.id !== selfId &&
        familyIdOf(account) === wanted &&
        isRecord(details) &&
        details.plan === FAMILY_PLAN_ID &&
        planRole(account) === 'holder'
      );
    }) ?? null
  );
}

/** The accounts on this phone that joined the family of `code` with it. */
function joinedAccounts(
  code: string,
  accounts: readonly PlanMembershipUser[],
): PlanMembershipUser[] {
  return accounts.filter(
    (account) => planRole(account) === 'member' && familyCodeUsedToJoin(account) === code,
  );
}

export type DemoFamilyCodeCheck = 'ok' | 'unknown' | 'full';

/**
 * Demo mode's check of a family code at registration (issue 43): it names a family plan paid on an
 * account of this phone ('unknown' otherwise: a made-up code, or one from another phone) that still
 * has a free place ('full' otherwise).
 */
export function checkDemoFamilyCode(
  code: string,
  accounts: readonly PlanMembershipUser[],
  now: Date,
): DemoFamilyCodeCheck {
  const holder = demoFamilyHolder(code, accounts);
  if (!holder) return 'unknown';
  return freePlaces(planMembership(holder, {}, now, accounts)) > 0 ? 'ok' : 'full';
}

/**
 * Demo mode's membership: the plan, status and due date of the member's own payment, their family
 * list (the holder first, then the people added, then the accounts of this phone that joined with
 * the code) and the uses counted on this phone. A member who joined a family with a code sees the
 * plan of its holder's account on this phone, read-only; with no such account, no plan at all.
 */
export function planMembership(
  user: PlanMembershipUser | null | undefined,
  uses: Readonly<Record<string, number>>,
  now: Date,
  accounts: readonly PlanMembershipUser[] = [],
): Membership {
  if (!user) return NO_MEMBERSHIP;
  const metadata = user.user_metadata;
  const details: PaymentLike | null = isRecord(metadata?.paymentDetails)
    ? (metadata.paymentDetails as PaymentLike)
    : null;
  const joinedWith = planRole(user) === 'member' ? familyCodeUsedToJoin(user) : null;
  if (joinedWith) {
    const holder = demoFamilyHolder(joinedWith, accounts, user.id);
    if (holder) {
      const family = planMembership(holder, uses, now, accounts);
      const listed = family.members.some((person) => person.id === user.id);
      return {
        ...family,
        role: 'member',
        family_code: joinedWith,
        members: listed
          ? family.members
          : [...family.members, { id: user.id ?? YOU_ID, name: yourName(user), role: 'member' }],
        uses,
      };
    }
    // No holder here: a joined state would not exist (nobody counts them, nothing is paid for them).
    return { ...NO_MEMBERSHIP, uses };
  }
  const role: PlanRole | null = details ? 'holder' : null;
  const status = planStatus(
    details ? { user_metadata: { paymentDetails: details as Record<string, unknown> } } : null,
    now,
  ).key;
  const you: MembershipMember = {
    id: user.id ?? YOU_ID,
    name: yourName(user),
    role: 'holder',
  };
  const size = details?.familySize;
  const familyId = familyIdOf(user);
  const joined: MembershipMember[] =
    familyId && text(details?.plan) === FAMILY_PLAN_ID
      ? joinedAccounts(familyId, accounts)
          .filter((account) => account.id !== user.id)
          .map((account) => ({
            id: account.id ?? '',
            name: yourName(account),
            role: 'member',
            kind: 'joined',
          }))
      : [];
  return {
    status,
    role,
    plan: text(details?.plan) || null,
    family_size: typeof size === 'number' && size > 0 ? Math.floor(size) : null,
    frequency: text(details?.frequency) || null,
    next_payment_date: text(details?.nextPaymentDate) || null,
    family_code: text(metadata?.familyId) || null,
    // Demo codes never expire: they are checked only against the accounts on this phone.
    family_code_expires_at: null,
    members:
      role === null
        ? []
        : [you, ...familyAfterHolder(user).map((p) => personOf(p.entry, p.index)), ...joined],
    uses,
  };
}

/** The holder as the first entry of the list: their name, CURP and birth date as they are now. */
function holderEntry(user: PlanMembershipUser): FamilyMember {
  const metadata = user.user_metadata;
  const holder: FamilyMember = { name: text(metadata?.name) };
  const curp = text(metadata?.curp);
  const birthDate = text(metadata?.birthDate);
  if (curp) holder.curp = curp;
  if (birthDate) holder.birthDate = birthDate;
  return holder;
}

const entryOf = (id: string, input: FamilyMemberInput): FamilyMember => ({
  id,
  name: input.name.trim(),
  curp: input.curp.trim().toUpperCase(),
  birthDate: input.birthDate.trim(),
});

/** The family as stored, each with its id (older entries get the one their place gives them). */
function withIds(user: PlanMembershipUser): FamilyMember[] {
  return familyAfterHolder(user).map(({ entry, index }) => ({
    ...(entry as unknown as FamilyMember),
    id: storedIdOf(entry, index),
  }));
}

/** `familyMembers` with one more person at the end (demo mode: the holder's own metadata). */
export function familyWithAdded(
  user: PlanMembershipUser,
  input: FamilyMemberInput,
  newId: string,
): FamilyMember[] {
  return [holderEntry(user), ...withIds(user), entryOf(newId, input)];
}

/** `familyMembers` with the person of `id` changed in place. */
export function familyWithEdited(
  user: PlanMembershipUser,
  id: string,
  input: FamilyMemberInput,
): FamilyMember[] {
  return [
    holderEntry(user),
    ...withIds(user).map((person) => (person.id === id ? entryOf(id, input) : person)),
  ];
}

/** `familyMembers` without the person of `id`. */
export function familyWithRemoved(user: PlanMembershipUser, id: string): FamilyMember[] {
  return [holderEntry(user), ...withIds(user).filter((person) => person.id !== id)];
}
