// Prices of spec §9: total = price × (1 − family discount) × members × months × (1 − frequency
// discount), rounded half-up to the cent. Every amount is worked out exactly (exactFraction.ts) and
// handed back in whole cents, so no float drift reaches a member's bill. The prices arrive as data
// (content/pricing/pricing.json through src/content/pricing.ts); this module only does the arithmetic.
// The payment Edge Function (Deno) imports this same file to price a payment on the server, so its
// imports name their files with the extension, as Deno requires.
import type {
  FamilyDiscount,
  PaymentFrequency,
  PaymentFrequencyId,
  PricingFile,
} from '../../content/types/pricing.ts';
import {
  fractionOf,
  multiply,
  percentShare,
  remainderAfterPercent,
  toCentsHalfUp,
  type Fraction,
} from '../format/exactFraction.ts';

export type { PaymentFrequencyId };

/** The two plans a member can pay for here (content/plans/plans.json ids). */
export type PlanKind = 'individual' | 'familiar';

export interface PriceRequest {
  readonly plan: PlanKind;
  /** Family size; ignored for the individual plan, raised to the family minimum when below it. */
  readonly members: number;
  readonly frequencyId: PaymentFrequencyId;
}

export interface PriceQuote {
  readonly plan: PlanKind;
  readonly members: number;
  readonly frequency: PaymentFrequency;
  readonly familyDiscountPercent: number;
  readonly frequencyDiscountPercent: number;
  /** One member, one month, before discounts. */
  readonly basePriceCents: number;
  /** Base price × members × months, before discounts. */
  readonly subtotalCents: number;
  readonly familyDiscountCents: number;
  readonly frequencyDiscountCents: number;
  /** Taxes; the spec shows them as 0 (taxPercent 0 in the content). */
  readonly taxCents: number;
  /** What the member pays: subtotal − both discounts + taxes. */
  readonly totalCents: number;
}

const integer = (value: number): Fraction => ({ numerator: BigInt(value), denominator: 1n });

/** How many members a plan covers: 1 alone; a family within the content's minimum and maximum. */
export function membersFor(pricing: PricingFile, plan: PlanKind, requested: number): number {
  if (plan === 'individual') return 1;
  const whole = Number.isFinite(requested) ? Math.floor(requested) : pricing.familyMinimum;
  return Math.min(pricing.familyMaximum, Math.max(pricing.familyMinimum, whole));
}

/** The family-discount band a family size falls in. */
export function familyDiscountBand(pricing: PricingFile, members: number): FamilyDiscount {
  const band = pricing.familyDiscounts.find(
    ({ minMembers, maxMembers }) =>
      members >= minMembers && (maxMembers === undefined || members <= maxMembers),
  );
  // The content validator rejects bands with gaps, so this only happens with unchecked content.
  if (!band) throw new RangeError(`No family discount band covers ${members} members.`);
  return band;
}

export function frequencyFor(pricing: PricingFile, id: PaymentFrequencyId): PaymentFrequency {
  const frequency = pricing.frequencies.find((candidate) => candidate.id === id);
  if (!frequency) throw new RangeError(`Unknown payment frequency: ${id}`);
  return frequency;
}

export function quotePrice(pricing: PricingFile, request: PriceRequest): PriceQuote {
  const members = membersFor(pricing, request.plan, request.members);
  const frequency = frequencyFor(pricing, request.frequencyId);
  const familyDiscountPercent = familyDiscountBand(pricing, members).discountPercent;
  const base = fractionOf(pricing.basePriceMonthly);
  const undiscounted = multiply(base, integer(members), integer(frequency.months));
  const afterFamily = multiply(undiscounted, remainderAfterPercent(familyDiscountPercent));
  const net = multiply(afterFamily, remainderAfterPercent(frequency.discountPercent));

  // Each line is rounded from the exact amount; the discounts are the differences between rounded
  // lines, so the summary always adds up to the total to the cent.
  const subtotalCents = toCentsHalfUp(undiscounted);
  const afterFamilyCents = toCentsHalfUp(afterFamily);
  const netCents = toCentsHalfUp(net);
  const taxCents = toCentsHalfUp(multiply(net, percentShare(pricing.taxPercent)));
  return {
    plan: request.plan,
    members,
    frequency,
    familyDiscountPercent,
    frequencyDiscountPercent: frequency.discountPercent,
    basePriceCents: toCentsHalfUp(base),
    subtotalCents,
    familyDiscountCents: subtotalCents - afterFamilyCents,
    frequencyDiscountCents: afterFamilyCents - netCents,
    taxCents,
    totalCents: netCents + taxCents,
  };
}

/** Cents as the amount stored in paymentDetails.totalAmount (5683.44). */
export function amountFromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * The next payment date: the same day `months` later, or the last day of that month when it is
 * shorter (31 January + 1 month = 28 or 29 February). Calendar fields are read in the device's time
 * zone, the member's, so the day the member paid is the day counted from; the time of day is kept.
 */
export function nextPaymentDate(paymentDate: Date, months: number): Date {
  const year = paymentDate.getFullYear();
  const month = paymentDate.getMonth() + months;
  const lastDayOfTargetMonth = new Date(year, month + 1, 0).getDate();
  return new Date(
    year,
    month,
    Math.min(paymentDate.getDate(), lastDayOfTargetMonth),
    paymentDate.getHours(),
    paymentDate.getMinutes(),
    paymentDate.getSeconds(),
    paymentDate.getMilliseconds(),
  );
}
