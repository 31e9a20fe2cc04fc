// Hosted mode: the member's payments as the server's `my_payments()` returns them (a jsonb array of
// {id, plan, family_size, frequency, amount_cents, provider_ref, paid_at, period_start, period_end}),
// turned into history entries. A row that does not read as a payment is left out, never guessed at.
import type { PaymentRecord } from '../../content/types/storage/payment-record';

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

const instant = (value: unknown): string | null => {
  const raw = text(value);
  if (raw === null) return null;
  const time = Date.parse(raw);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

/** amount_cents is a bigint: PostgREST may send it as a number or as a string of digits. */
const wholeCents = (value: unknown): number | null => {
  const cents = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof cents === 'number' && Number.isSafeInteger(cents) && cents >= 0 ? cents : null;
};

function hostedPaymentRecord(row: unknown): PaymentRecord | null {
  if (typeof row !== 'object' || row === null) return null;
  const fields = row as Record<string, unknown>;
  const paymentId = text(fields.id);
  const plan = text(fields.plan);
  const frequency = text(fields.frequency);
  const familySize = fields.family_size;
  const cents = wholeCents(fields.amount_cents);
  const paymentDate = instant(fields.paid_at);
  const nextPaymentDate = instant(fields.period_end);
  const periodStart = instant(fields.period_start);
  if (
    paymentId === null ||
    plan === null ||
    frequency === null ||
    typeof familySize !== 'number' ||
    !Number.isInteger(familySize) ||
    familySize < 1 ||
    cents === null ||
    paymentDate === null ||
    nextPaymentDate === null
  )
    return null;
  return {
    paymentId,
    plan,
    familySize,
    frequency,
    totalAmount: cents / 100,
    paymentDate,
    nextPaymentDate,
    ...(periodStart === null ? {} : { periodStart }),
  };
}

/** A recorded payment with the provider's reference it was recorded under (a PaymentIntent id). */
export interface HostedPayment {
  readonly record: PaymentRecord;
  readonly providerRef: string | null;
}

/** The payments of a `my_payments()` answer with their references; anything but an array gives none. */
export function hostedPayments(answer: unknown): HostedPayment[] {
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((row) => {
    const record = hostedPaymentRecord(row);
    if (!record) return [];
    const providerRef = text((row as Record<string, unknown>).provider_ref);
    return [{ record, providerRef }];
  });
}

/** The payments of a `my_payments()` answer; anything but an array gives none. */
export function hostedPaymentRecords(answer: unknown): PaymentRecord[] {
  return hostedPayments(answer).map((payment) => payment.record);
}
