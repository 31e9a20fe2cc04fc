// The plan-status view of spec §4, computed on the client. The terms (spec §9, content/legal/terminos.mdx)
// count the grace days from the due date (`nextPaymentDate`), not from the payment: Activo until 3 days
// after it, Suspendido until 15 days after it, then Cancelado. Fractions of a day count.

export const SUSPENDED_AFTER_DAYS = 3;
export const CANCELLED_AFTER_DAYS = 15;

const MS_PER_DAY = 24 * 60 * 60 * 1000;

export type PlanStatusKey = 'pending' | 'active' | 'suspended' | 'cancelled';

/**
 * What the screens show: the four statuses, and the grace period (issue 43), the days after the due
 * date while the plan is still Activo but the payment is late.
 */
export type PlanViewKey = PlanStatusKey | 'grace';

/** A colour name the screens turn into their theme's colours; always shown with the status word. */
export type PlanStatusColor = 'gray' | 'green' | 'yellow' | 'red';

export interface PlanStatusView<Key extends PlanViewKey = PlanViewKey> {
  /** The screens say it in words ('Activo', 'Tu pago está vencido.'): content/messages/membership.json. */
  readonly key: Key;
  readonly color: PlanStatusColor;
}

/** The part of the User (spec §3) the status depends on. */
export interface PlanStatusUser {
  readonly user_metadata?: {
    readonly paymentDetails?: {
      readonly paymentDate?: unknown;
      readonly nextPaymentDate?: unknown;
    } | null;
  } | null;
}

type StatusView = PlanStatusView<PlanStatusKey>;

export const PLAN_STATUS_VIEWS: Readonly<Record<PlanStatusKey, StatusView>> = {
  pending: { key: 'pending', color: 'gray' },
  active: { key: 'active', color: 'green' },
  suspended: { key: 'suspended', color: 'yellow' },
  cancelled: { key: 'cancelled', color: 'red' },
};

/**
 * The grace period: spec §4 keeps the plan Activo for 3 days after the due date, but 'Todo en orden'
 * would hide a late payment, so the message says it is late and the colour is the warning one.
 */
export const PLAN_GRACE_VIEW: PlanStatusView = { key: 'grace', color: 'yellow' };

function timeOf(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * When the paid period ends: `nextPaymentDate`, or (for a stored payment without a readable one) the
 * payment date itself, which is spec §4's literal count. Undefined when there is no payment at all.
 */
export function planDueTime(user: PlanStatusUser | null | undefined): number | undefined {
  const details = user?.user_metadata?.paymentDetails;
  const paidAt = timeOf(details?.paymentDate);
  if (paidAt === undefined) return undefined;
  return timeOf(details?.nextPaymentDate) ?? paidAt;
}

/** Days (fractional) from the due date to `now`: negative before it, undefined without a payment. */
export function daysPastDue(
  user: PlanStatusUser | null | undefined,
  now: Date,
): number | undefined {
  const due = planDueTime(user);
  return due === undefined ? undefined : (now.getTime() - due) / MS_PER_DAY;
}

/** The status for days past the due date: up to 3 (or before it) active, up to 15 suspended, then cancelled. */
export function planStatusForDays(days: number): StatusView {
  if (days <= SUSPENDED_AFTER_DAYS) return PLAN_STATUS_VIEWS.active;
  if (days <= CANCELLED_AFTER_DAYS) return PLAN_STATUS_VIEWS.suspended;
  return PLAN_STATUS_VIEWS.cancelled;
}

/** No user, no payment or an unreadable payment date: Pendiente. Otherwise counted from the due date. */
export function planStatus(user: PlanStatusUser | null | undefined, now: Date): StatusView {
  const days = daysPastDue(user, now);
  return days === undefined ? PLAN_STATUS_VIEWS.pending : planStatusForDays(days);
}

/** Whether the due date has passed, counted as the status counts it (`daysPastDue` above 0). */
export function isPastDue(nextPaymentDate: string | null | undefined, now: Date): boolean {
  const due = timeOf(nextPaymentDate);
  return due !== undefined && now.getTime() > due;
}

/**
 * The view a screen shows for a status (computed here in demo mode, the server's in hosted mode):
 * an Activo plan past its due date is in its grace period.
 */
export function planStatusViewAt(
  status: PlanStatusKey,
  nextPaymentDate: string | null | undefined,
  now: Date,
): PlanStatusView {
  if (status === 'active' && isPastDue(nextPaymentDate, now)) return PLAN_GRACE_VIEW;
  return PLAN_STATUS_VIEWS[status];
}
