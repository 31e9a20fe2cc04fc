// The receipts' domain: a payment's history entry keeps the lines it was charged and the payer's
// name; the receipts are every payment of the one record once, newest first; paymentDetails is its
// newest entry; a receipt shows kept lines, or today's only when they give the amount paid; the
// server's my_payments() rows read as the same entries.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pricing } from '../../../src/content/pricing';
import type { PricingFile } from '../../../src/content/types/pricing';
import {
  hostedPaymentRecords,
  hostedPayments,
} from '../../../src/domain/membership/hostedPaymentRecords';
import { paymentUpdate } from '../../../src/domain/membership/payment';
import {
  detailsOf,
  latestPaymentDetails,
  missingLatestPayment,
  payerName,
  paymentRecord,
  receiptBreakdown,
  receiptsOf,
  recordOf,
  type PaymentRecord,
} from '../../../src/domain/membership/paymentHistory';
import { breakdownAddsUp, priceBreakdown } from '../../../src/domain/membership/priceBreakdown';
import { quotePrice, type PlanKind } from '../../../src/domain/membership/pricing';

const familyYearly = quotePrice(pricing, { plan: 'familiar', members: 4, frequencyId: 'annual' });
const paidAt = new Date('2026-01-31T18:00:00.000Z');

function pay(now: Date, paymentId: string, before = {}) {
  const update = paymentUpdate({
    quote: familyYearly,
    cardholderName: 'Ana López',
    now,
    metadata: { name: 'Ana López García', ...before },
    newPaymentId: paymentId,
    newFamilyId: 'FAM-77AA00BB',
  });
  return { update, record: paymentRecord(update.paymentDetails, familyYearly, before) };
}

const record = (overrides: Partial<PaymentRecord>): PaymentRecord => ({
  paymentId: 'PAY-000000000001',
  plan: 'familiar',
  familySize: 4,
  frequency: 'annual',
  totalAmount: 5683.44,
  paymentDate: '2026-01-31T18:00:00.000Z',
  nextPaymentDate: '2027-01-31T18:00:00.000Z',
  ...overrides,
});

describe('the breakdown of a price', () => {
  it('is base × members × months, each discount and the total, as the summary shows it', () => {
    expect(priceBreakdown(familyYearly)).toEqual({
      basePriceCents: 19_900,
      members: 4,
      months: 12,
      subtotalCents: 955_200,
      familyDiscountPercent: 30,
      familyDiscountCents: 286_560,
      frequencyDiscountPercent: 15,
      frequencyDiscountCents: 100_296,
      taxCents: 0,
      totalCents: 568_344,
    });
  });

  it('always adds up to the total, for every plan, size and frequency', () => {
    const frequencyIds = pricing.frequencies.map((frequency) => frequency.id);
    fc.assert(
      fc.property(
        fc.constantFrom<PlanKind>('individual', 'familiar'),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(...frequencyIds),
        fc.integer({ min: 1, max: 100_000 }).map((cents) => cents / 100),
        (plan, members, frequencyId, basePriceMonthly) => {
          const prices: PricingFile = { ...pricing, basePriceMonthly };
          const breakdown = priceBreakdown(quotePrice(prices, { plan, members, frequencyId }));
          expect(breakdownAddsUp(breakdown)).toBe(true);
        },
      ),
    );
  });
});

describe('a payment in the history', () => {
  it('keeps the payment details, the lines it was charged and where its period starts', () => {
    const { update, record: kept } = pay(paidAt, 'PAY-3F2A9C1B4D2E');
    expect(kept).toEqual({
      ...update.paymentDetails,
      periodStart: paidAt.toISOString(),
      breakdown: priceBreakdown(familyYearly),
    });
  });

  it('paid early, starts where the period already paid ends', () => {
    const first = pay(paidAt, 'PAY-000000000001');
    const early = new Date('2026-12-01T18:00:00.000Z');
    const { record: second } = pay(early, 'PAY-000000000002', {
      paymentDetails: first.update.paymentDetails,
    });
    expect(second.periodStart).toBe(first.update.paymentDetails.nextPaymentDate);
    expect(second.paymentDate).toBe(early.toISOString());
  });

  it('reads only the spec’s fields from paymentDetails', () => {
    const details = { ...record({}), cardholderName: 'Ana', breakdown: 'no', extra: 1 };
    expect(recordOf(details)).toEqual(record({ cardholderName: 'Ana' }));
  });
});

describe('the receipts', () => {
  it('are every payment of the one record once, newest first', () => {
    const older = record({ paymentId: 'PAY-A', paymentDate: '2026-01-31T18:00:00.000Z' });
    const newer = record({ paymentId: 'PAY-B', paymentDate: '2026-03-01T18:00:00.000Z' });
    expect(receiptsOf([older, newer, newer]).map((r) => r.paymentId)).toEqual(['PAY-B', 'PAY-A']);
  });

  it('name the member as they were called when they paid', () => {
    const { record: kept } = pay(paidAt, 'PAY-3F2A9C1B4D2E', { name: '  Ana López García ' });
    expect(kept.memberName).toBe('Ana López García');
    expect(payerName(kept, 'Ana María López')).toBe('Ana López García');
  });

  it('of payments kept before the name was, name the member as they are called now', () => {
    expect(payerName(record({}), 'Ana María López')).toBe('Ana María López');
    expect(payerName(record({ memberName: ' ' }), 'Ana María López')).toBe('Ana María López');
  });
});

describe('paymentDetails, derived from the history', () => {
  it('is the newest payment, in the spec’s shape only', () => {
    const older = record({ paymentId: 'PAY-A', paymentDate: '2026-01-31T18:00:00.000Z' });
    const newer = record({
      paymentId: 'PAY-B',
      paymentDate: '2026-03-01T18:00:00.000Z',
      cardholderName: 'Ana',
      memberName: 'Ana López García',
      periodStart: '2026-03-01T18:00:00.000Z',
      breakdown: priceBreakdown(familyYearly),
    });
    expect(latestPaymentDetails([newer, older])).toEqual({
      ...record({ paymentId: 'PAY-B', paymentDate: '2026-03-01T18:00:00.000Z' }),
      cardholderName: 'Ana',
    });
    expect(latestPaymentDetails([])).toBeNull();
  });

  it('kept before the history existed joins it once', () => {
    const kept = record({ paymentId: 'PAY-OLD' });
    const latest = detailsOf(kept);
    expect(missingLatestPayment([], latest)).toEqual(kept);
    expect(missingLatestPayment([kept], latest)).toBeNull();
    expect(missingLatestPayment([], undefined)).toBeNull();
  });

  it('is always the newest entry of the history, whatever order payments were kept in', () => {
    const entry = fc
      .record({
        id: fc.integer({ min: 0, max: 50 }),
        day: fc.integer({ min: 0, max: 3_000 }),
      })
      .map(({ id, day }) =>
        record({
          paymentId: `PAY-${String(id).padStart(12, '0')}`,
          paymentDate: new Date(Date.UTC(2020, 0, 1 + day)).toISOString(),
        }),
      );
    fc.assert(
      fc.property(
        fc.uniqueArray(entry, { minLength: 1, maxLength: 20, selector: (r) => r.paymentId }),
        (records) => {
          const latest = latestPaymentDetails(records);
          const newest = Math.max(...records.map((r) => Date.parse(r.paymentDate)));
          expect(Date.parse(latest?.paymentDate ?? '')).toBe(newest);
          expect(records.some((r) => r.paymentId === latest?.paymentId)).toBe(true);
          // Every receipt in the list exists in the record, once.
          const ids = receiptsOf(records).map((r) => r.paymentId);
          expect(new Set(ids).size).toBe(ids.length);
          expect(new Set(ids)).toEqual(new Set(records.map((r) => r.paymentId)));
        },
      ),
    );
  });
});

describe('a receipt', () => {
  it('show the lines kept with the payment, even after prices change', () => {
    const expensive: PricingFile = { ...pricing, basePriceMonthly: 299 };
    const kept = record({ breakdown: priceBreakdown(familyYearly) });
    expect(receiptBreakdown(kept, expensive)).toEqual(priceBreakdown(familyYearly));
  });

  it('show today’s lines for a payment kept without them only when they give the amount paid', () => {
    expect(receiptBreakdown(record({}), pricing)).toEqual(priceBreakdown(familyYearly));
    const expensive: PricingFile = { ...pricing, basePriceMonthly: 299 };
    expect(receiptBreakdown(record({}), expensive)).toBeNull();
    expect(receiptBreakdown(record({ frequency: 'weekly' }), pricing)).toBeNull();
    expect(receiptBreakdown(record({ plan: 'empresarial' }), pricing)).toBeNull();
    // A family of one cannot be quoted: the family minimum would change the members.
    expect(receiptBreakdown(record({ familySize: 1, totalAmount: 1 }), pricing)).toBeNull();
  });

  it('do not trust kept lines that disagree with the amount paid', () => {
    const wrong = { ...priceBreakdown(familyYearly), totalCents: 1 };
    expect(receiptBreakdown(record({ breakdown: wrong }), pricing)).toEqual(
      priceBreakdown(familyYearly),
    );
  });
});

describe('hosted mode: my_payments()', () => {
  const row = {
    id: '0b6f3c2e-8d1a-4f5e-9c7b-2a4d6e8f0a1b',
    plan: 'familiar',
    family_size: 4,
    frequency: 'annual',
    amount_cents: 568344,
    provider_ref: 'pi_123',
    paid_at: '2026-01-31T18:00:00+00:00',
    period_start: '2026-01-31T18:00:00+00:00',
    period_end: '2027-01-31T18:00:00+00:00',
  };

  it('reads each row as a payment of the history', () => {
    expect(hostedPaymentRecords([row, { ...row, id: 'b', amount_cents: '19900' }])).toEqual([
      {
        paymentId: row.id,
        plan: 'familiar',
        familySize: 4,
        frequency: 'annual',
        totalAmount: 5683.44,
        paymentDate: '2026-01-31T18:00:00.000Z',
        nextPaymentDate: '2027-01-31T18:00:00.000Z',
        periodStart: '2026-01-31T18:00:00.000Z',
      },
      expect.objectContaining({ paymentId: 'b', totalAmount: 199 }),
    ]);
  });

  it('leaves out what does not read as a payment, and takes only an array', () => {
    expect(
      hostedPaymentRecords([
        { ...row, id: '' },
        { ...row, family_size: 0 },
        { ...row, amount_cents: -5 },
        { ...row, paid_at: 'ayer' },
        null,
      ]),
    ).toEqual([]);
    expect(hostedPaymentRecords({ payments: [row] })).toEqual([]);
    expect(hostedPaymentRecords(null)).toEqual([]);
  });

  it('keeps the reference each payment was recorded under, to find a PaymentIntent’s payment', () => {
    expect(hostedPayments([row, { ...row, id: 'b', provider_ref: null }])).toEqual([
      { record: expect.objectContaining({ paymentId: row.id }), providerRef: 'pi_123' },
      { record: expect.objectContaining({ paymentId: 'b' }), providerRef: null },
    ]);
  });
});
