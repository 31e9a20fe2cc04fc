import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pricing } from '../../src/content/pricing';
import type { PaymentFrequencyId } from '../../src/content/types/pricing';
import { paymentUpdate } from '../../src/domain/membership/payment';
import { planStatus, planStatusForDays } from '../../src/domain/membership/planStatus';
import { quotePrice } from '../../src/domain/membership/pricing';

const DAY = 24 * 60 * 60 * 1000;
/** The statuses from best to worst: the oracle of these properties. */
const PLAN_STATUS_ORDER = ['active', 'suspended', 'cancelled'] as const;
const rank = (view: { readonly key: string }): number =>
  PLAN_STATUS_ORDER.indexOf(view.key as (typeof PLAN_STATUS_ORDER)[number]);

const anyDate = fc.date({
  min: new Date('2020-01-01'),
  max: new Date('2030-01-01'),
  noInvalidDate: true,
});
const frequencyId = fc.constantFrom(...pricing.frequencies.map((frequency) => frequency.id));

function pay(
  now: Date,
  frequency: PaymentFrequencyId,
  before?: { paymentDate: string; nextPaymentDate: string },
) {
  const quote = quotePrice(pricing, { plan: 'individual', members: 1, frequencyId: frequency });
  return paymentUpdate({
    quote,
    cardholderName: 'Ana',
    now,
    metadata: { name: 'Ana', ...(before ? { paymentDetails: before } : {}) },
    newPaymentId: 'PAY-1',
    newFamilyId: 'FAM-1',
  }).paymentDetails;
}

describe('plan status properties', () => {
  it('as days past the due date grow, the status never goes back (Activo → Suspendido → Cancelado)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -400, max: 400, noNaN: true }),
        fc.double({ min: 0, max: 400, noNaN: true }),
        (days, more) => {
          expect(rank(planStatusForDays(days + more))).toBeGreaterThanOrEqual(
            rank(planStatusForDays(days)),
          );
        },
      ),
    );
  });

  it('after a payment, as days pass the status only moves forward', () => {
    fc.assert(
      fc.property(
        anyDate,
        frequencyId,
        fc.integer({ min: 0, max: 2000 * DAY }),
        fc.integer({ min: 0, max: 400 * DAY }),
        (paidAt, frequency, elapsed, more) => {
          const user = { user_metadata: { paymentDetails: pay(paidAt, frequency) } };
          const later = planStatus(user, new Date(paidAt.getTime() + elapsed));
          const evenLater = planStatus(user, new Date(paidAt.getTime() + elapsed + more));
          expect(PLAN_STATUS_ORDER).toContain(later.key);
          expect(rank(evenLater)).toBeGreaterThanOrEqual(rank(later));
        },
      ),
    );
  });

  it('paying again before the due date never lowers the status, now or on any later day', () => {
    fc.assert(
      fc.property(
        anyDate,
        frequencyId,
        frequencyId,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 800 * DAY }),
        (firstPaidAt, firstFrequency, secondFrequency, share, after) => {
          const first = pay(firstPaidAt, firstFrequency);
          const due = Date.parse(first.nextPaymentDate);
          const secondPaidAt = new Date(
            firstPaidAt.getTime() + share * (due - firstPaidAt.getTime()),
          );
          const second = pay(secondPaidAt, secondFrequency, first);
          const at = new Date(secondPaidAt.getTime() + after);
          const without = planStatus({ user_metadata: { paymentDetails: first } }, at);
          const withSecond = planStatus({ user_metadata: { paymentDetails: second } }, at);
          expect(rank(withSecond)).toBeLessThanOrEqual(rank(without));
        },
      ),
    );
  });
});
