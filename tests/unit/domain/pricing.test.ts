import { describe, expect, it } from 'vitest';
import { pricing } from '../../../src/content/pricing';
import type { PricingFile } from '../../../src/content/pricing';
import {
  amountFromCents,
  familyDiscountBand,
  membersFor,
  nextPaymentDate,
  quotePrice,
  type PaymentFrequencyId,
  type PlanKind,
} from '../../../src/domain/membership/pricing';

const totalOf = (plan: PlanKind, members: number, frequencyId: PaymentFrequencyId): number =>
  quotePrice(pricing, { plan, members, frequencyId }).totalCents;

describe('quotePrice with the shipped prices (spec §9)', () => {
  it.each([
    ['monthly', 19_900],
    ['quarterly', 56_715],
    ['semiannual', 107_460],
    ['annual', 202_980],
  ] as const)('charges one member %s %i cents, with no family discount', (frequency, cents) => {
    expect(totalOf('individual', 1, frequency)).toBe(cents);
  });

  it('rounds 199 × 0.85 × 2 × 3 × 0.95 = 964.155 half-up to 964.16, not 964.15', () => {
    const quote = quotePrice(pricing, { plan: 'familiar', members: 2, frequencyId: 'quarterly' });
    expect(quote.totalCents).toBe(96_416);
    expect(amountFromCents(quote.totalCents)).toBe(964.16);
  });

  it('charges a family of 4 paying yearly 5,683.44', () => {
    expect(totalOf('familiar', 4, 'annual')).toBe(568_344);
  });

  it.each([
    [2, 15, 33_830],
    [3, 15, 50_745],
    [4, 30, 55_720],
    [7, 30, 97_510],
  ])(
    'gives a family of %i a %i %% discount (monthly total %i cents)',
    (members, percent, cents) => {
      const quote = quotePrice(pricing, { plan: 'familiar', members, frequencyId: 'monthly' });
      expect(quote.familyDiscountPercent).toBe(percent);
      expect(quote.totalCents).toBe(cents);
    },
  );

  it('ignores the family size on the individual plan', () => {
    const quote = quotePrice(pricing, { plan: 'individual', members: 5, frequencyId: 'monthly' });
    expect(quote.members).toBe(1);
    expect(quote.familyDiscountPercent).toBe(0);
  });

  it('never prices a family below the minimum of 2 or above the maximum of the content', () => {
    expect(membersFor(pricing, 'familiar', 1)).toBe(2);
    expect(membersFor(pricing, 'familiar', 0)).toBe(2);
    expect(membersFor(pricing, 'familiar', Number.NaN)).toBe(2);
    expect(membersFor(pricing, 'familiar', 3.7)).toBe(3);
    expect(membersFor(pricing, 'familiar', pricing.familyMaximum + 5)).toBe(pricing.familyMaximum);
    expect(totalOf('familiar', 1, 'monthly')).toBe(totalOf('familiar', 2, 'monthly'));
  });

  it('shows a summary whose lines add up to the total, with taxes at 0', () => {
    const quote = quotePrice(pricing, { plan: 'familiar', members: 2, frequencyId: 'quarterly' });
    expect(quote).toMatchObject({
      basePriceCents: 19_900,
      subtotalCents: 119_400,
      familyDiscountCents: 17_910,
      frequencyDiscountCents: 5_074,
      taxCents: 0,
      frequencyDiscountPercent: 5,
    });
    expect(
      quote.subtotalCents -
        quote.familyDiscountCents -
        quote.frequencyDiscountCents +
        quote.taxCents,
    ).toBe(quote.totalCents);
  });

  it('adds taxes on the discounted amount when the content sets a tax rate', () => {
    const taxed: PricingFile = { ...pricing, taxPercent: 16 };
    const quote = quotePrice(taxed, { plan: 'individual', members: 1, frequencyId: 'monthly' });
    expect(quote.taxCents).toBe(3_184);
    expect(quote.totalCents).toBe(23_084);
  });

  it('reads decimal prices and discounts exactly as written', () => {
    const decimal: PricingFile = {
      ...pricing,
      basePriceMonthly: 0.1,
      familyDiscounts: [{ minMembers: 1, discountPercent: 12.5 }],
    };
    const quote = quotePrice(decimal, { plan: 'familiar', members: 3, frequencyId: 'monthly' });
    // 0.1 × 0.875 × 3 = 0.2625 → 0.26; floats would have started from 0.30000000000000004.
    expect(quote.totalCents).toBe(26);
  });

  it('refuses an unknown frequency and a size no band covers', () => {
    expect(() =>
      quotePrice(pricing, {
        plan: 'familiar',
        members: 2,
        frequencyId: 'weekly' as PaymentFrequencyId,
      }),
    ).toThrow(RangeError);
    const gap: PricingFile = {
      ...pricing,
      familyDiscounts: [{ minMembers: 1, maxMembers: 3, discountPercent: 0 }],
    };
    expect(() => familyDiscountBand(gap, 4)).toThrow(RangeError);
  });
});

describe('nextPaymentDate', () => {
  const local = (year: number, month: number, day: number, hour = 12) =>
    new Date(year, month - 1, day, hour, 30, 15, 250);

  it.each([
    ['31 Jan + 1 month is the last day of February', local(2026, 1, 31), 1, local(2026, 2, 28)],
    ['in a leap year, 29 February', local(2028, 1, 31), 1, local(2028, 2, 29)],
    ['29 Feb + 12 months is 28 Feb', local(2028, 2, 29), 12, local(2029, 2, 28)],
    ['31 Mar + 6 months is 30 Sep', local(2026, 3, 31), 6, local(2026, 9, 30)],
    ['30 Nov + 3 months crosses the year to 28 Feb', local(2026, 11, 30), 3, local(2027, 2, 28)],
    ['15 Nov + 3 months is 15 Feb', local(2026, 11, 15), 3, local(2027, 2, 15)],
    ['31 Dec + 1 month is 31 Jan', local(2026, 12, 31), 1, local(2027, 1, 31)],
    ['30 Jan + 1 month is 28 Feb', local(2026, 1, 30), 1, local(2026, 2, 28)],
    ['28 Feb + 1 month stays on the 28th', local(2026, 2, 28), 1, local(2026, 3, 28)],
  ])('%s', (_name, paid, months, expected) => {
    expect(nextPaymentDate(paid, months)).toEqual(expected);
  });

  it('keeps the time of day of a payment made just before midnight', () => {
    const late = local(2026, 1, 31, 23);
    expect(nextPaymentDate(late, 1)).toEqual(local(2026, 2, 28, 23));
  });
});
