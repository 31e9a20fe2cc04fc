// The member's receipts. Demo mode keeps one record of every payment, the history (`vita365_payments`);
// the spec's `paymentDetails` on the member is derived from its newest entry. Hosted mode reads the
// server's payments. A receipt shows the price lines its payment was charged and the payer's name
// as it was when they paid.
import type { PricingFile } from '../../content/types/pricing';
import type { PaymentRecord } from '../../content/types/storage/payment-record';
import type { PaymentDetails } from '../../content/types/storage/user';
import { centsOf } from '../format/format';
import { periodStart, type PayerMetadata } from './payment';
import { breakdownAddsUp, priceBreakdown, type PriceBreakdown } from './priceBreakdown';
import { quotePrice, type PlanKind, type PriceQuote } from './pricing';

export type { PaymentRecord };

/**
 * The history entry of a payment just made: its details, where its period starts, its lines, and
 * the member's name as it is now (the receipt keeps it when the profile changes later).
 */
export function paymentRecord(
  details: PaymentDetails,
  quote: PriceQuote,
  before: PayerMetadata,
): PaymentRecord {
  const record: PaymentRecord = {
    ...recordOf(details),
    periodStart: periodStart(before, new Date(details.paymentDate)).toISOString(),
    breakdown: priceBreakdown(quote),
  };
  const name = before.name?.trim();
  if (name) record.memberName = name;
  return record;
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

/** The spec's PaymentDetails of a history entry (§3's shape: no field the history adds). */
export function detailsOf(record: PaymentRecord): PaymentDetails {
  const details: PaymentDetails = {
    paymentId: record.paymentId,
    plan: record.plan,
    familySize: record.familySize,
    frequency: record.frequency,
    totalAmount: record.totalAmount,
    paymentDate: record.paymentDate,
    nextPaymentDate: record.nextPaymentDate,
  };
  if (typeof record.cardholderName === 'string') details.cardholderName = record.cardholderName;
  return details;
}

/** `vita-user.paymentDetails` as derived from the history: its newest payment, or null. */
export function latestPaymentDetails(records: readonly PaymentRecord[]): PaymentDetails | null {
  const [newest] = receiptsOf(records);
  return newest ? detailsOf(newest) : null;
}

/**
 * A member who paid before the history existed has only `paymentDetails`: it becomes the history's
 * entry (once), so the history is the one record from then on. Null: nothing to add.
 */
export function missingLatestPayment(
  records: readonly PaymentRecord[],
  latest: PaymentDetails | null | undefined,
): PaymentRecord | null {
  if (!latest || typeof latest.paymentId !== 'string' || latest.paymentId === '') return null;
  return records.some((record) => record.paymentId === latest.paymentId) ? null : recordOf(latest);
}

/** The receipt's 'Miembro': the name kept with the payment, or today's for entries kept without it. */
export function payerName(record: PaymentRecord, currentName: string): string {
  return record.memberName?.trim() || currentName;
}

const paidAt = (record: PaymentRecord): number => {
  const time = Date.parse(record.paymentDate);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
};

/** Every payment of one record once (the first entry of an id wins), newest first. */
export function receiptsOf(records: readonly PaymentRecord[]): PaymentRecord[] {
  const byId = new Map<string, PaymentRecord>();
  for (const record of records) if (!byId.has(record.paymentId)) byId.set(record.paymentId, record);
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
