/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * An ISO 8601 date-time as Date.prototype.toISOString writes it.
 */
export type Instant = string;

/**
 * One entry of `vita365_payments`, the member's payment history (newest last, as paid): the spec's PaymentDetails of that payment, when its period started, and the price lines it was charged, so an old receipt keeps its own breakdown when prices change. It is the one record of a demo payment: `vita-user`'s `paymentDetails` (spec §3) is derived from its newest entry.
 */
export interface PaymentRecord {
  paymentId: string;
  plan: string;
  familySize: number;
  frequency: string;
  /**
   * MXN, as in paymentDetails (5683.44).
   */
  totalAmount: number;
  paymentDate: Instant;
  /**
   * An ISO 8601 date-time as Date.prototype.toISOString writes it.
   */
  nextPaymentDate: string;
  /**
   * An ISO 8601 date-time as Date.prototype.toISOString writes it.
   */
  periodStart?: string;
  cardholderName?: string;
  /**
   * The member's name as it was when they paid: the receipt's 'Miembro' (issue 43). Entries kept before it show the current name.
   */
  memberName?: string;
  breakdown?: PriceBreakdown;
}
/**
 * The purchase summary's lines in whole cents (src/domain/membership/priceBreakdown.ts): base price × members × months, each discount, taxes and the total.
 */
export interface PriceBreakdown {
  basePriceCents: number;
  members: number;
  months: number;
  subtotalCents: number;
  familyDiscountPercent: number;
  familyDiscountCents: number;
  frequencyDiscountPercent: number;
  frequencyDiscountCents: number;
  taxCents: number;
  totalCents: number;
}
