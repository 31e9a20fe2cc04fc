import { describe, expect, it } from 'vitest';
import {
  CANCELLED_AFTER_DAYS,
  daysPastDue,
  isPastDue,
  planStatus,
  planStatusForDays,
  planStatusViewAt,
  SUSPENDED_AFTER_DAYS,
  type PlanStatusView,
} from '../../../src/domain/membership/planStatus';
import { planStatusMessage, planStatusName } from '../../../src/ui/PlanStatusBadge/planStatusWords';

/** A view with the words the screens show for it (content/messages/plan.json). */
const worded = (view: PlanStatusView) => ({
  ...view,
  status: planStatusName(view.key),
  message: planStatusMessage(view.key),
});

const now = new Date('2026-03-10T18:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const daysBefore = (days: number): string => new Date(now.getTime() - days * DAY).toISOString();

/** A member whose due date was `days` days before `now` (fractions allowed), paid a month earlier. */
const dueDaysAgo = (days: number) => ({
  user_metadata: {
    paymentDetails: { paymentDate: daysBefore(days + 30), nextPaymentDate: daysBefore(days) },
  },
});

describe('planStatus (spec §4, counted from the due date as the terms of spec §9 say)', () => {
  it.each([
    [null, 'no user'],
    [undefined, 'no user'],
    [{ user_metadata: {} }, 'no payment'],
    [{ user_metadata: { paymentDetails: { paymentDate: '' } } }, 'an empty date'],
    [{ user_metadata: { paymentDetails: { paymentDate: 'ayer' } } }, 'an unreadable date'],
    [{ user_metadata: { paymentDetails: { paymentDate: 42 } } }, 'a date that is not text'],
    [
      { user_metadata: { paymentDetails: { nextPaymentDate: '2026-04-10' } } },
      'a due date without a payment',
    ],
  ])('is Pendiente with %j (%s)', (user, _why) => {
    expect(worded(planStatus(user, now))).toEqual({
      key: 'pending',
      status: 'Pendiente',
      color: 'gray',
      message: 'Activa tu plan para empezar.',
    });
  });

  it.each([
    [-365, 'Activo'],
    [-1, 'Activo'],
    [0, 'Activo'],
    [2, 'Activo'],
    [2.99, 'Activo'],
    [3, 'Activo'],
    [3.01, 'Suspendido'],
    [4, 'Suspendido'],
    [14.99, 'Suspendido'],
    [15, 'Suspendido'],
    [15.01, 'Cancelado'],
    [16, 'Cancelado'],
    [400, 'Cancelado'],
  ])('%s days after the due date is %s', (days, status) => {
    expect(worded(planStatus(dueDaysAgo(days), now)).status).toBe(status);
  });

  it('keeps a member who paid a year today Activo four and sixteen days later', () => {
    const paidToday = {
      user_metadata: {
        paymentDetails: { paymentDate: daysBefore(0), nextPaymentDate: daysBefore(-365) },
      },
    };
    expect(worded(planStatus(paidToday, new Date(now.getTime() + 4 * DAY))).status).toBe('Activo');
    expect(worded(planStatus(paidToday, new Date(now.getTime() + 16 * DAY))).status).toBe('Activo');
    expect(worded(planStatus(paidToday, new Date(now.getTime() + 369 * DAY))).status).toBe(
      'Suspendido',
    );
    expect(worded(planStatus(paidToday, new Date(now.getTime() + 381 * DAY))).status).toBe(
      'Cancelado',
    );
  });

  it('gives each status its message and colour', () => {
    expect(worded(planStatus(dueDaysAgo(1), now))).toMatchObject({
      color: 'green',
      message: 'Todo en orden con tu plan.',
    });
    expect(worded(planStatus(dueDaysAgo(5), now))).toMatchObject({
      color: 'yellow',
      message: 'Tu pago está vencido.',
    });
    expect(worded(planStatus(dueDaysAgo(20), now))).toMatchObject({
      color: 'red',
      message: 'Tu plan ha sido cancelado.',
    });
  });

  it('reads a calendar due date without a time (midnight UTC)', () => {
    const user = {
      user_metadata: {
        paymentDetails: { paymentDate: '2026-02-01', nextPaymentDate: '2026-03-01' },
      },
    };
    expect(daysPastDue(user, now)).toBeCloseTo(9.75, 5);
  });

  it('counts from the payment date (spec §4 read literally) when the due date is unreadable', () => {
    const user = { user_metadata: { paymentDetails: { paymentDate: daysBefore(5) } } };
    expect(worded(planStatus(user, now)).status).toBe('Suspendido');
  });

  it('uses the terms of spec §9: 3 grace days, cancelled after 15', () => {
    expect([SUSPENDED_AFTER_DAYS, CANCELLED_AFTER_DAYS]).toEqual([3, 15]);
    expect(planStatusForDays(SUSPENDED_AFTER_DAYS).key).toBe('active');
    expect(planStatusForDays(CANCELLED_AFTER_DAYS).key).toBe('suspended');
  });
});

describe('planStatusViewAt: the grace period told apart (issue 43)', () => {
  it('shows an Activo plan past its due date as Activo in its grace days, not as all in order', () => {
    const view = worded(planStatusViewAt('active', daysBefore(2), now));
    expect(view).toMatchObject({ key: 'grace', status: 'Activo', color: 'yellow' });
    expect(view.message).toBe(
      'Tu pago está vencido. Tienes 3 días de gracia para pagar antes de que se suspenda tu plan.',
    );
  });

  it('keeps Todo en orden up to the due date itself', () => {
    expect(planStatusViewAt('active', now.toISOString(), now).key).toBe('active');
    expect(worded(planStatusViewAt('active', daysBefore(-10), now)).message).toBe(
      'Todo en orden con tu plan.',
    );
    expect(planStatusViewAt('active', null, now).key).toBe('active');
  });

  it('leaves the other statuses as spec §4 words them', () => {
    expect(worded(planStatusViewAt('suspended', daysBefore(10), now)).message).toBe(
      'Tu pago está vencido.',
    );
    expect(worded(planStatusViewAt('cancelled', daysBefore(40), now)).message).toBe(
      'Tu plan ha sido cancelado.',
    );
    expect(worded(planStatusViewAt('pending', null, now)).status).toBe('Pendiente');
  });

  it('agrees with planStatus at 2, 10 and 40 days past due', () => {
    const keys = [2, 10, 40].map((days) => {
      const user = dueDaysAgo(days);
      const due = user.user_metadata.paymentDetails.nextPaymentDate;
      return planStatusViewAt(planStatus(user, now).key, due, now).key;
    });
    expect(keys).toEqual(['grace', 'suspended', 'cancelled']);
  });

  it('says when a due date has passed', () => {
    expect(isPastDue(daysBefore(0.01), now)).toBe(true);
    expect(isPastDue(now.toISOString(), now)).toBe(false);
    expect(isPastDue('no es fecha', now)).toBe(false);
  });
});
