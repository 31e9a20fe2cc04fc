// The plan-status view of spec §4, computed on the client. The terms (spec §9, content/legal/terminos.mdx)
// count the grace days from the due date (`nextPaymentDate`), not from the payment: Activo until 3 days
// after it, Suspendido until 15 days after it, then Cancelado. Fractions of a day count.

export const SUSPENDED_AFTER_DAYS = 3;
export const CANCELLED_AFTER_DAYS = 15;

const MS_PER_DAY = 24 * 60 * 60 * 1000;

export type PlanStatusKey = 'pending' | 'active' | 'suspended' | 'cancelled';

/** A colour name the screens turn into their theme's colours; always shown with the status word. */
export type PlanStatusColor = 'gray' | 'green' | 'yellow' | 'red';

export interface PlanStatusView {
  readonly key: PlanStatusKey;
  /** The status in words: 'Pendiente', 'Activo', 'Suspendido', 'Cancelado'. */
  readonly status: string;
  readonly color: PlanStatusColor;
  readonly message: string;
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

export const PLAN_STATUS_VIEWS: Readonly<Record<PlanStatusKey, PlanStatusView>> = {
  pending: {
    key: 'pending',
    status: 'Pendiente',
    color: 'gray',
    message: 'Activa tu plan para empezar.',
  },
  active: {
    key: 'active',
    status: 'Activo',
    color: 'green',
    message: 'Todo en orden con tu plan.',
  },
  suspended: {
    key: 'suspended',
    status: 'Suspendido',
    color: 'yellow',
    message: 'Tu pago está vencido.',
  },
  cancelled: {
    key: 'cancelled',
    status: 'Cancelado',
    color: 'red',
    message: 'Tu plan ha sido cancelado.',
  },
};

/** From best to worst: as days pass without a payment the status only moves along this list. */
export const PLAN_STATUS_ORDER: readonly PlanStatusKey[] = ['active', 'suspended', 'cancelled'];

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
export function planStatusForDays(days: number): PlanStatusView {
  if (days <= SUSPENDED_AFTER_DAYS) return PLAN_STATUS_VIEWS.active;
  if (days <= CANCELLED_AFTER_DAYS) return PLAN_STATUS_VIEWS.suspended;
  return PLAN_STATUS_VIEWS.cancelled;
}

/** No user, no payment or an unreadable payment date: Pendiente. Otherwise counted from the due date. */
export function planStatus(user: PlanStatusUser | null | undefined, now: Date): PlanStatusView {
  const days = daysPastDue(user, now);
  return days === undefined ? PLAN_STATUS_VIEWS.pending : planStatusForDays(days);
}
