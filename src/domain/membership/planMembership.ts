// Demo mode's membership, read from the member's own metadata (spec §3 User) in the shape hosted mode
// gets from `my_membership()` (src/domain/membership/membership.ts), and the family list's edits.
//
// A member is someone who joined with a family code (FAM-…) and whose plan is that family's plan, i.e.
// they have no payment of their own, or the payment they see carries that same family code. Everyone
// with a payment of their own is the holder of their plan. A payment writes the holder first in
// `familyMembers` (src/domain/membership/payment.ts), so the first entry is the holder whatever name they have
// since taken; the people after it are the family.
import type { FamilyMember } from '../../content/types/storage/user';
import { FAMILY_CODE_PREFIX } from './activationCode';
import {
  FAMILY_PLAN_ID,
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

export const UNNAMED_MEMBER = 'Miembro sin nombre';
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

function yourName(user: PlanMembershipUser): string {
  const metadata = user.user_metadata;
  return text(metadata?.name) || text(metadata?.alias) || text(user.email) || UNNAMED_MEMBER;
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
    name: text(entry.name) || UNNAMED_MEMBER,
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

/**
 * Demo mode's membership: the plan, status and due date of the member's own payment, their family
 * list (the holder first) and the uses counted on this phone. A member who joined a family with a
 * code sees the family plan and the code; the holder's payment is on the holder's phone.
 */
export function planMembership(
  user: PlanMembershipUser | null | undefined,
  uses: Readonly<Record<string, number>>,
  now: Date,
): Membership {
  if (!user) return NO_MEMBERSHIP;
  const metadata = user.user_metadata;
  const details: PaymentLike | null = isRecord(metadata?.paymentDetails)
    ? (metadata.paymentDetails as PaymentLike)
    : null;
  const role: PlanRole | null = planRole(user) === 'member' ? 'member' : details ? 'holder' : null;
  const status = planStatus(
    details ? { user_metadata: { paymentDetails: details as Record<string, unknown> } } : null,
    now,
  ).key;
  const you: MembershipMember = {
    id: user.id ?? YOU_ID,
    name: yourName(user),
    role: role ?? 'holder',
  };
  const size = details?.familySize;
  return {
    status,
    role,
    plan: text(details?.plan) || (role === 'member' ? FAMILY_PLAN_ID : null),
    family_size: typeof size === 'number' && size > 0 ? Math.floor(size) : null,
    frequency: text(details?.frequency) || null,
    next_payment_date: text(details?.nextPaymentDate) || null,
    family_code: role === 'member' ? familyCodeUsedToJoin(user) : text(metadata?.familyId) || null,
    // Demo codes never expire: they live on the holder's phone and are checked nowhere.
    family_code_expires_at: null,
    members:
      role === null ? [] : [you, ...familyAfterHolder(user).map((p) => personOf(p.entry, p.index))],
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
