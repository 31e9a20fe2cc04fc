// The purchase summary's lines as plain numbers: base price × members × months, each discount, taxes
// and the total, in whole cents. The payment page draws them from a live quote; a receipt draws the
// ones its payment was charged (kept in the payment history), so both show the same lines.
import type { PriceBreakdown } from '../../content/types/storage/payment-record';
import type { PriceQuote } from './pricing';

export type { PriceBreakdown };

/** The lines of a quote, as a receipt keeps them. */
export function priceBreakdown(quote: PriceQuote): PriceBreakdown {
  return {
    basePriceCents: quote.basePriceCents,
    members: quote.members,
    months: quote.frequency.months,
    subtotalCents: quote.subtotalCents,
    familyDiscountPercent: quote.familyDiscountPercent,
    familyDiscountCents: quote.familyDiscountCents,
    frequencyDiscountPercent: quote.frequencyDiscountPercent,
    frequencyDiscountCents: quote.frequencyDiscountCents,
    taxCents: quote.taxCents,
    totalCents: quote.totalCents,
  };
}

/** True when the lines add up to the total to the cent, as every line the app writes does. */
export function breakdownAddsUp(breakdown: PriceBreakdown): boolean {
  return (
    breakdown.subtotalCents -
      breakdown.familyDiscountCents -
      breakdown.frequencyDiscountCents +
      breakdown.taxCents ===
    breakdown.totalCents
  );
}
