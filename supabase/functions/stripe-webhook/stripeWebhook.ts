// stripe-webhook: Stripe tells the server what became of a payment. Only a request signed with the
// endpoint's secret (Stripe-Signature over the raw body) is read; anything else gets 400 and changes
// nothing. payment_intent.succeeded records the payment once (record_payment is idempotent on the
// PaymentIntent id, and Stripe may deliver an event more than once). Failed or cancelled payments
// and expired OXXO vouchers leave the plan as it was; events this endpoint does not use get 200.
import { json } from '../_shared/http.ts';
import { paymentChoiceFrom, quoteFor, type PaymentChoice } from '../_shared/paymentQuote.ts';
import type { PaymentStore } from '../_shared/paymentStore.ts';
import { cryptoProvider, type Stripe } from '../_shared/stripeClient.ts';

export interface StripeWebhookDeps {
  readonly stripe: Stripe;
  readonly store: PaymentStore;
  readonly webhookSecret: string;
}

const reply = (status: number, body: Record<string, unknown>) => json(status, body, false);

async function recordSucceeded(
  deps: StripeWebhookDeps,
  event: Stripe.Event,
  intent: Stripe.PaymentIntent,
): Promise<Response> {
  const { member, plan, family_size: familySize, frequency } = intent.metadata ?? {};
  if (!member) return reply(200, { ignored: 'not a Vita365 payment' });
  // The metadata was written by create-payment; the price is checked again against the content.
  let choice: PaymentChoice;
  try {
    choice = paymentChoiceFrom({ plan, familySize: Number(familySize), frequency });
  } catch {
    console.error(`PaymentIntent ${intent.id}: its metadata names no plan this app sells`);
    return reply(200, { ignored: 'unknown plan' });
  }
  const quote = quoteFor(choice);
  const paid = intent.amount_received || intent.amount;
  if (intent.currency !== 'mxn' || paid !== quote.totalCents) {
    console.error(`PaymentIntent ${intent.id}: ${paid} ${intent.currency} is not the plan's price`);
    return reply(200, { ignored: 'amount does not match the plan' });
  }
  const payment = await deps.store.recordPayment({
    member,
    plan: choice.plan,
    family_size: quote.members,
    frequency: choice.frequency,
    amount_cents: paid,
    provider_ref: intent.id,
    paid_at: new Date(event.created * 1000).toISOString(),
  });
  return reply(200, { received: true, payment });
}

export function stripeWebhookHandler(
  deps: StripeWebhookDeps,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'POST') return reply(405, { error: 'method_not_allowed' });
    const signature = request.headers.get('stripe-signature');
    const body = await request.text();
    if (!signature) return reply(400, { error: 'missing_signature' });
    let event: Stripe.Event;
    try {
      event = await deps.stripe.webhooks.constructEventAsync(
        body,
        signature,
        deps.webhookSecret,
        undefined,
        cryptoProvider,
      );
    } catch {
      return reply(400, { error: 'invalid_signature' });
    }
    try {
      switch (event.type) {
        case 'payment_intent.succeeded':
          return await recordSucceeded(deps, event, event.data.object);
        case 'payment_intent.payment_failed':
        case 'payment_intent.canceled':
        case 'payment_intent.requires_action':
        case 'payment_intent.processing':
          // Nothing to record: the plan stays as it was until a payment succeeds.
          return reply(200, { received: true });
        default:
          return reply(200, { ignored: event.type });
      }
    } catch (error) {
      // A 5xx makes Stripe deliver the event again later.
      console.error(`stripe-webhook: ${event.type} ${event.id} failed`, error);
      return reply(500, { error: 'not_recorded' });
    }
  };
}
