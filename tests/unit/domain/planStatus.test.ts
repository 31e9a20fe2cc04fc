import { describe, expect, it } from 'vitest';
import {
  CANCELLED_AFTER_DAYS,
  daysSincePayment,
  planStatus,
  planStatusForDays,
  SUSPENDED_AFTER_DAYS,
} from '../../../src/domain/planStatus';

const now = new Date('2026-03-10T18:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

/** A member who paid `days` days before `now` (fractions allowed). */
const paidDaysAgo = (days: number) => ({
  user_metadata: {
    paymentDetails: { paymentDate: new Date(now.getTime() - days * DAY).toISOString() },
  },
});

describe('planStatus (spec §4)', () => {
  it.each([
    [null, 'no user'],
    [undefined, 'no user'],
    [{ user_metadata: {} }, 'no payment'],
    [{ user_metadata: { paymentDetails: { paymentDate: '' } } }, 'an empty date'],
    [{ user_metadata: { paymentDetails: { paymentDate: 'ayer' } } }, 'an unreadable date'],
    [{ user_metadata: { paymentDetails: { paymentDate: 42 } } }, 'a date that is not text'],
  ])('is Pendiente with %j (%s)', (user, _why) => {
    expect(planStatus(user, now)).toEqual({
      key: 'pending',
      status: 'Pendiente',
      color: 'gray',
      message: 'Activa tu plan para empezar.',
    });
  });

  it.each([
    [0, 'Activo'],
    [2, 'Activo'],
    [2.99, 'Activo'],
    [3, 'Activo'],
    [3.01, 'Suspendido'],
    [4, 'Suspendido'],
    [5, 'Suspendido'],
    [14.99, 'Suspendido'],
    [15, 'Suspendido'],
    [15.01, 'Cancelado'],
    [16, 'Cancelado'],
    [20, 'Cancelado'],
    [400, 'Cancelado'],
  ])('%s days after paying is %s', (days, status) => {
    expect(planStatus(paidDaysAgo(days), now).status).toBe(status);
  });

  it('gives each status its message and colour', () => {
    expect(planStatus(paidDaysAgo(1), now)).toMatchObject({
      color: 'green',
      message: 'Todo en orden con tu plan.',
    });
    expect(planStatus(paidDaysAgo(5), now)).toMatchObject({
      color: 'yellow',
      message: 'Tu pago está vencido.',
    });
    expect(planStatus(paidDaysAgo(20), now)).toMatchObject({
      color: 'red',
      message: 'Tu plan ha sido cancelado.',
    });
  });

  it('counts a payment dated in the future (a clock set wrong) as just paid', () => {
    expect(planStatus(paidDaysAgo(-2), now).status).toBe('Activo');
  });

  it('reads a calendar date without a time', () => {
    expect(daysSincePayment('2026-03-01', now)).toBeCloseTo(9.75, 5);
  });

  it('uses the terms of spec §9: 3 grace days, cancelled after 15', () => {
    expect([SUSPENDED_AFTER_DAYS, CANCELLED_AFTER_DAYS]).toEqual([3, 15]);
    expect(planStatusForDays(SUSPENDED_AFTER_DAYS).key).toBe('active');
    expect(planStatusForDays(CANCELLED_AFTER_DAYS).key).toBe('suspended');
  });
});
