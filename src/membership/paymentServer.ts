// Hosted mode's payment calls, behind one interface the payment page uses: start a payment with the
// create-payment Edge Function (the server prices it and makes the Stripe PaymentIntent), and find the
// payment the server recorded once Stripe's webhook confirmed it (my_payments()). Demo mode has none.
import type { PaymentRecord } from '../domain/membership/paymentHistory';
import type { PaymentFrequencyId, PlanKind } from '../domain/membership/pricing';

export type ServerPaymentMethod = 'card' | 'oxxo' | 'spei';

export interface PaymentRequest {
  readonly plan: PlanKind;
  readonly familySize: number;
  readonly frequency: PaymentFrequencyId;
  readonly method: ServerPaymentMethod;
  /** One per tap on the pay button: the server's idempotency key, so a retry never pays twice. */
  readonly attemptId: string;
}

export interface OxxoVoucher {
  readonly number: string;
  /** ISO 8601. */
  readonly expiresAt: string;
  readonly hostedVoucherUrl: string;
}

export interface SpeiTransfer {
  readonly clabe: string;
  readonly bankName: string;
  readonly bankCode: string;
  readonly reference: string;
  readonly amountRemainingCents: number;
  readonly hostedInstructionsUrl: string;
}

interface StartedPayment {
  readonly paymentIntentId: string;
  readonly amountCents: number;
}

export type PaymentStart =
  | (StartedPayment & { readonly method: 'card'; readonly clientSecret: string })
  | (StartedPayment & { readonly method: 'oxxo'; readonly voucher: OxxoVoucher })
  | (StartedPayment & { readonly method: 'spei'; readonly transfer: SpeiTransfer });

/** A payment as the server recorded it (my_payments(), validated by the membership server). */
export type RecordedPayment = PaymentRecord;

/** The server refused the payment with a reason in Spanish the member can act on. */
export class PaymentRefusedError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export interface PaymentServer {
  startPayment(request: PaymentRequest): Promise<PaymentStart>;
  /** The recorded payment of a PaymentIntent, or null while the webhook has not confirmed it. */
  recordedPayment(paymentIntentId: string): Promise<RecordedPayment | null>;
}
