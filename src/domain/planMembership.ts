// Who holds the plan and who belongs to it (spec §6: only the holder's data is editable).
//
// The app has no server record linking a family member to the holder, so it reads the user's own
// metadata: a member is someone who joined with a family code (FAM-…) and whose plan is that family's
// plan, i.e. they have no payment of their own, or the payment they see carries that same family code
// (shared from the holder). Everyone else, including someone who joined a family and later paid a plan
// of their own, is the holder of their plan.
import { FAMILY_CODE_PREFIX } from './activationCode';

export type PlanRole = 'holder' | 'member';

export interface PlanPerson {
  readonly name: string;
  readonly role: PlanRole;
  /** The signed-in member. */
  readonly isYou: boolean;
}

export interface PlanMembership {
  readonly role: PlanRole;
  /** The signed-in member first (as holder or member), then the others in the order they were added. */
  readonly people: readonly PlanPerson[];
  /** The family code to share (holder) or the one used to join (member); null when there is none. */
  readonly familyCode: string | null;
}

interface FamilyMemberLike {
  readonly name?: unknown;
  readonly curp?: unknown;
}

/** The part of the User (spec §3) this reading needs. */
export interface PlanMembershipUser {
  readonly email?: string;
  readonly user_metadata?: {
    readonly name?: unknown;
    readonly alias?: unknown;
    readonly curp?: unknown;
    readonly activation_code?: unknown;
    readonly familyId?: unknown;
    readonly paymentDetails?: unknown;
    readonly familyMembers?: unknown;
  } | null;
}

export const UNNAMED_MEMBER = 'Miembro sin nombre';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const normalized = (value: string): string =>
  value.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es-MX').replace(/\s+/g, ' ');

function familyCodeUsedToJoin(user: PlanMembershipUser): string | null {
  const code = text(user.user_metadata?.activation_code).toUpperCase();
  return code.startsWith(FAMILY_CODE_PREFIX) ? code : null;
}

export function planRole(user: PlanMembershipUser | null | undefined): PlanRole {
  if (!user) return 'holder';
  const joinedWith = familyCodeUsedToJoin(user);
  if (!joinedWith) return 'holder';
  const metadata = user.user_metadata;
  const hasOwnPayment =
    typeof metadata?.paymentDetails === 'object' &&
    metadata.paymentDetails !== null &&
    text(metadata.familyId).toUpperCase() !== joinedWith;
  return hasOwnPayment ? 'holder' : 'member';
}

function familyMembersOf(user: PlanMembershipUser): FamilyMemberLike[] {
  const list = user.user_metadata?.familyMembers;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry): entry is FamilyMemberLike => typeof entry === 'object' && entry !== null,
  );
}

/** The same person: by CURP when both have one, else by name (accents and case aside). */
function samePerson(a: FamilyMemberLike, b: FamilyMemberLike): boolean {
  const curpA = text(a.curp).toUpperCase();
  const curpB = text(b.curp).toUpperCase();
  if (curpA && curpB) return curpA === curpB;
  const nameA = text(a.name);
  return nameA !== '' && normalized(nameA) === normalized(text(b.name));
}

export function planMembership(user: PlanMembershipUser | null | undefined): PlanMembership {
  if (!user) return { role: 'holder', people: [], familyCode: null };
  const metadata = user.user_metadata;
  const you: FamilyMemberLike = {
    name: text(metadata?.name) || text(metadata?.alias) || text(user.email),
    curp: metadata?.curp,
  };
  const role = planRole(user);
  const others = familyMembersOf(user);
  // The list may or may not include the signed-in member; they are shown once, marked as themselves.
  const youIndex = others.findIndex((person) => samePerson(person, you));
  const rest = others.filter((_, index) => index !== youIndex);
  const person = (entry: FamilyMemberLike, personRole: PlanRole, isYou: boolean): PlanPerson => ({
    name: text(entry.name) || UNNAMED_MEMBER,
    role: personRole,
    isYou,
  });
  const people =
    role === 'holder'
      ? [person(you, 'holder', true), ...rest.map((entry) => person(entry, 'member', false))]
      : [person(you, 'member', true), ...rest.map((entry) => person(entry, 'member', false))];
  const familyCode =
    role === 'holder' ? text(metadata?.familyId) || null : familyCodeUsedToJoin(user);
  return { role, people, familyCode };
}
