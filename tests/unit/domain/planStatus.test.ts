import { describe, expect, it } from 'vitest';
import {
  CANCELLED_AFTER_DAYS,
  daysPastDue,
  planStatus,
  planStatusForDays,
  SUSPENDED_AFTER_DAYS,
} from '../../../src/domain/membership/planStatus';

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
    expect(planStatus(user, now)).toEqual({
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
    expect(planStatus(dueDaysAgo(days), now).status).toBe(status);
  });

  it('keeps a member who paid a year today Activo four and sixteen days later', () => {
    const paidToday = {
      user_metadata: {
        paymentDetails: { paymentDate: daysBefore(0), nextPaymentDate: daysBefore(-365) },
      },
    };
    expect(planStatus(paidToday, new Date(now.getTime() + 4 * DAY)).status).toBe('Activo');
    expect(planStatus(paidToday, new Date(now.getTime() + 16 * DAY)).status).toBe('Activo');
    expect(planStatus(paidToday, new Date(now.getTime() + 369 * DAY)).status).toBe('Suspendido');
    expect(planStatus(paidToday, new Date(now.getTime() + 381 * DAY)).status).toBe('Cancelado');
  });

  it('gives each status its message and colour', () => {
    expect(planStatus(dueDaysAgo(1), now)).toMatchObject({
      color: 'green',
      message: 'Todo en orden con tu plan.',
    });
    expect(planStatus(dueDaysAgo(5), now)).toMatchObject({
      color: 'yellow',
      message: 'Tu pago está vencido.',
    });
    expect(planStatus(dueDaysAgo(20), now)).toMatchObject({
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
    expect(planStatus(user, now).status).toBe('Suspendido');
  });

  it('uses the terms of spec §9: 3 grace days, cancelled after 15', () => {
    expect([SUSPENDED_AFTER_DAYS, CANCELLED_AFTER_DAYS]).toEqual([3, 15]);
    expect(planStatusForDays(SUSPENDED_AFTER_DAYS).key).toBe('active');
    expect(planStatusForDays(CANCELLED_AFTER_DAYS).key).toBe('suspended');
  });
});
