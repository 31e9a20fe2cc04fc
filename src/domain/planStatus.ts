// The plan-status view of spec §4, computed on the client from the days since the last payment.
// Thresholds are the terms' grace periods (spec §9): suspended after 3 days, cancelled after 15.

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
    readonly paymentDetails?: { readonly paymentDate?: unknown } | null;
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

/** Days (fractional) from the payment date to `now`, or undefined when there is no usable date. */
export function daysSincePayment(paymentDate: unknown, now: Date): number | undefined {
  if (typeof paymentDate !== 'string' || paymentDate.trim() === '') return undefined;
  const paidAt = Date.parse(paymentDate);
  if (Number.isNaN(paidAt)) return undefined;
  return (now.getTime() - paidAt) / MS_PER_DAY;
}

/** The status for a number of days since payment: up to 3 active, up to 15 suspended, then cancelled. */
export function planStatusForDays(days: number): PlanStatusView {
  if (days <= SUSPENDED_AFTER_DAYS) return PLAN_STATUS_VIEWS.active;
  if (days <= CANCELLED_AFTER_DAYS) return PLAN_STATUS_VIEWS.suspended;
  return PLAN_STATUS_VIEWS.cancelled;
}

/**
 * No user, no payment or an unreadable payment date: Pendiente. A payment dated in the future (a clock
 * set wrong) counts as just paid.
 */
export function planStatus(user: PlanStatusUser | null | undefined, now: Date): PlanStatusView {
  const days = daysSincePayment(user?.user_metadata?.paymentDetails?.paymentDate, now);
  return days === undefined ? PLAN_STATUS_VIEWS.pending : planStatusForDays(days);
}
