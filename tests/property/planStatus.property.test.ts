import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAN_STATUS_ORDER, planStatus, planStatusForDays } from '../../src/domain/planStatus';

const DAY = 24 * 60 * 60 * 1000;
const rank = (days: number): number => PLAN_STATUS_ORDER.indexOf(planStatusForDays(days).key);

describe('plan status properties', () => {
  it('as days without paying grow, the status never goes back (Activo → Suspendido → Cancelado)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -30, max: 400, noNaN: true }),
        fc.double({ min: 0, max: 400, noNaN: true }),
        (days, more) => {
          expect(rank(days + more)).toBeGreaterThanOrEqual(rank(days));
        },
      ),
    );
  });

  it('a paid plan is always one of the three paid statuses, from the same payment date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 2000 * DAY }),
        (paidAt, elapsed) => {
          const user = { user_metadata: { paymentDetails: { paymentDate: paidAt.toISOString() } } };
          const later = planStatus(user, new Date(paidAt.getTime() + elapsed));
          expect(PLAN_STATUS_ORDER).toContain(later.key);
          const evenLater = planStatus(user, new Date(paidAt.getTime() + elapsed + DAY));
          expect(PLAN_STATUS_ORDER.indexOf(evenLater.key)).toBeGreaterThanOrEqual(
            PLAN_STATUS_ORDER.indexOf(later.key),
          );
        },
      ),
    );
  });
});
