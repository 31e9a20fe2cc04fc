import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pricing, type PricingFile } from '../../src/content/pricing';
import {
  familyDiscountBand,
  nextPaymentDate,
  quotePrice,
  type PaymentFrequencyId,
} from '../../src/domain/membership/pricing';

const frequencyIds = pricing.frequencies.map((frequency) => frequency.id);
const frequencyId = fc.constantFrom(...frequencyIds);
const familySize = fc.integer({ min: 1, max: 500 });
/** Any base price in whole cents from 0.01 to 100,000.00, with the shipped discounts. */
const withBasePrice = fc
  .integer({ min: 1, max: 10_000_000 })
  .map((cents): PricingFile => ({ ...pricing, basePriceMonthly: cents / 100 }));

const familyTotal = (file: PricingFile, members: number, frequency: PaymentFrequencyId) =>
  quotePrice(file, { plan: 'familiar', members, frequencyId: frequency }).totalCents;

/**
 * An oracle that works differently from the implementation: prices with two decimals and percentages
 * with two decimals become integers of cents and hundredths of a percent, and the product is divided
 * once with half-up rounding.
 */
function referenceCents(
  base: number,
  family: number,
  members: number,
  months: number,
  freq: number,
) {
  const scaled =
    BigInt(Math.round(base * 100)) *
    BigInt(10_000 - Math.round(family * 100)) *
    BigInt(members) *
    BigInt(months) *
    BigInt(10_000 - Math.round(freq * 100));
  const divisor = 100_000_000n;
  return Number((scaled * 2n + divisor) / (divisor * 2n));
}

describe('pricing properties', () => {
  it('the total never decreases as the family grows', () => {
    fc.assert(
      fc.property(withBasePrice, familySize, frequencyId, (file, members, frequency) => {
        expect(familyTotal(file, members + 1, frequency)).toBeGreaterThanOrEqual(
          familyTotal(file, members, frequency),
        );
      }),
    );
  });

  it('the total never decreases as the months paid grow', () => {
    const byMonths = [...pricing.frequencies].sort((a, b) => a.months - b.months);
    fc.assert(
      fc.property(withBasePrice, familySize, (file, members) => {
        const totals = byMonths.map((frequency) => familyTotal(file, members, frequency.id));
        totals
          .slice(1)
          .forEach((total, index) => expect(total).toBeGreaterThanOrEqual(totals[index]!));
      }),
    );
  });

  it('every family discount is the one of the band the size falls in, and stays within 0–100 %', () => {
    fc.assert(
      fc.property(familySize, frequencyId, (members, frequency) => {
        const quote = quotePrice(pricing, { plan: 'familiar', members, frequencyId: frequency });
        const band = familyDiscountBand(pricing, quote.members);
        expect(quote.members).toBeGreaterThanOrEqual(band.minMembers);
        expect(quote.members).toBeLessThanOrEqual(band.maxMembers ?? Infinity);
        expect(quote.familyDiscountPercent).toBe(band.discountPercent);
        expect(quote.familyDiscountPercent).toBeGreaterThanOrEqual(0);
        expect(quote.familyDiscountPercent).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('discounts are never negative nor larger than what they discount, and the lines add up', () => {
    fc.assert(
      fc.property(withBasePrice, familySize, frequencyId, (file, members, frequency) => {
        const quote = quotePrice(file, { plan: 'familiar', members, frequencyId: frequency });
        expect(quote.familyDiscountCents).toBeGreaterThanOrEqual(0);
        expect(quote.frequencyDiscountCents).toBeGreaterThanOrEqual(0);
        expect(quote.totalCents).toBeGreaterThanOrEqual(0);
        expect(quote.totalCents).toBeLessThanOrEqual(quote.subtotalCents);
        expect(quote.subtotalCents - quote.familyDiscountCents - quote.frequencyDiscountCents).toBe(
          quote.totalCents,
        );
      }),
    );
  });

  it('matches an integer-cents oracle for any price and discounts with two decimals', () => {
    const twoDecimals = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100);
    fc.assert(
      fc.property(
        twoDecimals(10_000).filter((base) => base > 0),
        twoDecimals(100),
        twoDecimals(100),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 24 }),
        (base, family, freq, members, months) => {
          const file: PricingFile = {
            ...pricing,
            basePriceMonthly: base,
            familyMinimum: 2,
            familyMaximum: 99,
            familyDiscounts: [{ minMembers: 1, discountPercent: family }],
            frequencies: [{ id: 'monthly', label: 'Mensual', months, discountPercent: freq }],
          };
          const quote = quotePrice(file, {
            plan: 'familiar',
            members: Math.max(2, members),
            frequencyId: 'monthly',
          });
          expect(quote.totalCents).toBe(
            referenceCents(base, family, Math.max(2, members), months, freq),
          );
        },
      ),
    );
  });

  it('the next payment falls in the month `months` later, on the same day or that month’s last', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        fc.integer({ min: 1, max: 24 }),
        (paid, months) => {
          const next = nextPaymentDate(paid, months);
          const monthsApart =
            (next.getFullYear() - paid.getFullYear()) * 12 + next.getMonth() - paid.getMonth();
          expect(monthsApart).toBe(months);
          const lastDay = new Date(next.getFullYear(), next.getMonth() + 1, 0).getDate();
          expect(next.getDate()).toBe(Math.min(paid.getDate(), lastDay));
          expect(next.getTime()).toBeGreaterThan(paid.getTime());
        },
      ),
    );
  });
});
