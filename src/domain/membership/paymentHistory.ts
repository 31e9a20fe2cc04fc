// The member's receipts: every payment kept in the history, the latest payment of `paymentDetails`
// (spec §3 keeps only that one on the member) and, in hosted mode, the server's payments, each once,
// newest first. A receipt shows the price lines its payment was charged.
import type { PricingFile } from '../../content/types/pricing';
import type { PaymentRecord } from '../../content/types/storage/payment-record';
import type { PaymentDetails } from '../../content/types/storage/user';
import { centsOf } from '../format/format';
import { periodStart, type PayerMetadata } from './payment';
import { breakdownAddsUp, priceBreakdown, type PriceBreakdown } from './priceBreakdown';
import { quotePrice, type PlanKind, type PriceQuote } from './pricing';

export type { PaymentRecord };

/** The history entry of a payment just made: its details, where its period starts, its lines. */
export function paymentRecord(
  details: PaymentDetails,
  quote: PriceQuote,
  before: PayerMetadata,
): PaymentRecord {
  return {
    ...recordOf(details),
    periodStart: periodStart(before, new Date(details.paymentDate)).toISOString(),
    breakdown: priceBreakdown(quote),
  };
}

/** The spec's PaymentDetails as a history entry: only its own fields (older versions added others). */
export function recordOf(details: PaymentDetails): PaymentRecord {
  const record: PaymentRecord = {
    paymentId: details.paymentId,
    plan: details.plan,
    familySize: details.familySize,
    frequency: details.frequency,
    totalAmount: details.totalAmount,
    paymentDate: details.paymentDate,
    nextPaymentDate: details.nextPaymentDate,
  };
  if (typeof details.cardholderName === 'string') record.cardholderName = details.cardholderName;
  return record;
}

const paidAt = (record: PaymentRecord): number => {
  const time = Date.parse(record.paymentDate);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/**
 * Every payment once, newest first. Sources come in order of trust: for a payment in more than one,
 * the first source's fields win and the others only fill what it lacks (a breakdown, a start).
 */
export function receiptsOf(...sources: readonly (readonly PaymentRecord[])[]): PaymentRecord[] {
  const byId = new Map<string, PaymentRecord>();
  for (const source of sources)
    for (const record of source) {
      const held = byId.get(record.paymentId);
      byId.set(record.paymentId, held ? { ...record, ...held } : record);
    }
  return [...byId.values()].sort(
    (a, b) => paidAt(b) - paidAt(a) || a.paymentId.localeCompare(b.paymentId),
  );
}

const planKinds: readonly string[] = ['individual', 'familiar'] satisfies PlanKind[];

function requoted(record: PaymentRecord, pricing: PricingFile): PriceBreakdown | null {
  if (!planKinds.includes(record.plan)) return null;
  if (!pricing.frequencies.some((frequency) => frequency.id === record.frequency)) return null;
  const quote = quotePrice(pricing, {
    plan: record.plan as PlanKind,
    members: record.familySize,
    frequencyId: record.frequency as PriceQuote['frequency']['id'],
  });
  return quote.members === record.familySize ? priceBreakdown(quote) : null;
}

/**
 * The lines a receipt shows: those kept with the payment; for a payment kept without them (made
 * before the history, or read from the server) today's prices, only when they give exactly the
 * amount paid. Null: prices changed since, and only the total paid can be shown truthfully.
 */
export function receiptBreakdown(
  record: PaymentRecord,
  pricing: PricingFile,
): PriceBreakdown | null {
  const paidCents = centsOf(record.totalAmount);
  const kept = record.breakdown;
  if (kept && breakdownAddsUp(kept) && kept.totalCents === paidCents) return kept;
  const today = requoted(record, pricing);
  return today && today.totalCents === paidCents ? today : null;
}
