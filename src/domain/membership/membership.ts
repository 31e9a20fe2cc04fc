// The member's membership as every screen reads it, in the shape of `my_membership()`
// (../shared/contracts/membership.md): hosted mode gets it from the server, demo mode derives it from
// browser storage (src/domain/membership/planMembership.ts). What the screens ask of it lives here too.
import {
  PLAN_STATUS_VIEWS,
  planStatusViewAt,
  type PlanStatusKey,
  type PlanStatusView,
} from './planStatus';
import { parseCompanyPlan, parsePeriodUses, type CompanyPlan, type PeriodUse } from './periodUses';

export type MembershipRole = 'holder' | 'member';

export interface MembershipMember {
  /** The id `add_family_member` returned, or the user id of someone with an account. */
  readonly id: string;
  readonly name: string;
  readonly role: MembershipRole;
  /** Known for people added on this phone (demo mode); the server does not return them. */
  readonly curp?: string;
  readonly birthDate?: string;
  /** The holder's view (issue 40): an added person, or someone who joined with their own account. */
  readonly kind?: 'added' | 'joined';
  /** The holder's view: when they were added or joined (ISO instant). */
  readonly since?: string;
}

/** A coverage use still inside the server's undo window (issue 40's `recent_uses`). */
export interface RecentUse {
  readonly id: string;
  readonly service_id: string;
  /** The account that registered it (a `members[].id`, unless they have left the plan since). */
  readonly member_id: string;
  /** ISO instant, on the server's clock. */
  readonly used_at: string;
}

export interface Membership {
  readonly status: PlanStatusKey;
  readonly role: MembershipRole | null;
  readonly plan: string | null;
  /** People covered, the holder included. */
  readonly family_size: number | null;
  readonly frequency: string | null;
  readonly next_payment_date: string | null;
  readonly family_code: string | null;
  /** When the holder's code stops working (issue 40: codes last 7 days); null otherwise. */
  readonly family_code_expires_at: string | null;
  /** The holder first. */
  readonly members: readonly MembershipMember[];
  /** Coverage service id → uses counted in the current period. */
  readonly uses: Readonly<Record<string, number>>;
  /**
   * Hosted mode (issue 40): the uses of the last 10 minutes, not undone, newest first: the whole
   * plan's to the holder, their own to a member. Absent in demo mode and from older servers.
   */
  readonly recent_uses?: readonly RecentUse[];
  /** Hosted mode (issue 46): the company whose contract gives the plan, else null or absent. */
  readonly company?: CompanyPlan | null;
  /** Hosted mode (issue 46): the period's uses, each with who recorded it; absent in demo mode. */
  readonly period_uses?: readonly PeriodUse[];
}

export const NO_MEMBERSHIP: Membership = {
  status: 'pending',
  role: null,
  plan: null,
  family_size: null,
  frequency: null,
  next_payment_date: null,
  family_code: null,
  family_code_expires_at: null,
  members: [],
  uses: {},
};

export const FAMILY_PLAN_ID = 'familiar';

const STATUSES: readonly PlanStatusKey[] = ['pending', 'active', 'suspended', 'cancelled'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const roleOf = (value: unknown): MembershipRole | null =>
  value === 'holder' || value === 'member' ? value : null;

function membersOf(value: unknown): MembershipMember[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): MembershipMember[] => {
    if (!isRecord(entry)) return [];
    const id = textOrNull(entry.id);
    if (!id) return [];
    const kind = entry.kind === 'added' || entry.kind === 'joined' ? entry.kind : null;
    const since = textOrNull(entry.since);
    return [
      {
        id,
        name: textOrNull(entry.name) ?? '',
        role: roleOf(entry.role) ?? 'member',
        ...(kind ? { kind } : {}),
        ...(since ? { since } : {}),
      },
    ];
  });
}

function usesOf(value: unknown): Record<string, number> {
  if (!isRecord(value)) return {};
  const uses: Record<string, number> = {};
  for (const [serviceId, count] of Object.entries(value)) {
    if (typeof count === 'number' && Number.isFinite(count) && count > 0) {
      uses[serviceId] = Math.floor(count);
    }
  }
  return uses;
}

function recentUsesOf(value: unknown): RecentUse[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): RecentUse[] => {
    if (!isRecord(entry)) return [];
    const id = textOrNull(entry.id);
    const serviceId = textOrNull(entry.service_id);
    const memberId = textOrNull(entry.member_id);
    const usedAt = textOrNull(entry.used_at);
    if (!id || !serviceId || !memberId || !usedAt || Number.isNaN(Date.parse(usedAt))) return [];
    return [{ id, service_id: serviceId, member_id: memberId, used_at: usedAt }];
  });
}

/**
 * Reads what `my_membership()` answered. A field of the wrong type reads as absent, so a server newer
 * or older than the app shows what it can instead of breaking the screen; anything that is not an
 * object is no membership at all.
 */
export function parseMembership(value: unknown): Membership {
  if (!isRecord(value)) return NO_MEMBERSHIP;
  const status = STATUSES.find((key) => key === value.status) ?? 'pending';
  const size = value.family_size;
  return {
    status,
    role: roleOf(value.role),
    plan: textOrNull(value.plan),
    family_size: typeof size === 'number' && Number.isInteger(size) && size > 0 ? size : null,
    frequency: textOrNull(value.frequency),
    next_payment_date: textOrNull(value.next_payment_date),
    family_code: textOrNull(value.family_code),
    family_code_expires_at: textOrNull(value.family_code_expires_at),
    members: membersOf(value.members),
    uses: usesOf(value.uses),
    ...(Array.isArray(value.recent_uses) ? { recent_uses: recentUsesOf(value.recent_uses) } : {}),
    ...('company' in value ? { company: parseCompanyPlan(value.company) } : {}),
    ...(Array.isArray(value.period_uses)
      ? { period_uses: parsePeriodUses(value.period_uses) }
      : {}),
  };
}

/** The status as the screens show it: with `now`, an Activo plan past its due date is in grace. */
export function membershipStatusView(membership: Membership, now?: Date): PlanStatusView {
  if (!now) return PLAN_STATUS_VIEWS[membership.status];
  return planStatusViewAt(membership.status, membership.next_payment_date, now);
}

/** The holder of an active family plan may add, edit and remove the people on it. */
export function managesFamily(membership: Membership): boolean {
  return (
    membership.role === 'holder' &&
    membership.status === 'active' &&
    membership.plan === FAMILY_PLAN_ID
  );
}

/** Places still free on the family plan (the holder takes one); 0 for any other plan. */
export function freePlaces(membership: Membership): number {
  if (membership.plan !== FAMILY_PLAN_ID || membership.family_size === null) return 0;
  return Math.max(0, membership.family_size - membership.members.length);
}

/**
 * The family code to show: the holder's while the plan is active, the family's to a member (a demo
 * member; since issue 40 the server gives a joined member no code).
 */
export function shownFamilyCode(membership: Membership): string | null {
  if (membership.role === 'member') return membership.family_code;
  if (membership.role === 'holder' && membership.status === 'active') return membership.family_code;
  return null;
}

/**
 * A long code in groups of four after `FAM-`, to read aloud or type from a screen: the server's
 * 'FAM-7HRNY44SS5QV' (issue 40) reads 'FAM-7HRN Y44S S5QV'; codes of 8 symbols or fewer (the demo's)
 * stay as they are. `join_family` ignores the spaces.
 */
export function groupedFamilyCode(code: string): string {
  const match = /^(FAM-)(.+)$/i.exec(code.trim());
  const symbols = (match?.[2] ?? '').replace(/\s+/g, '');
  if (!match || symbols.length <= 8) return code.trim();
  return `${match[1] ?? ''}${(symbols.match(/.{1,4}/g) ?? []).join(' ')}`;
}
