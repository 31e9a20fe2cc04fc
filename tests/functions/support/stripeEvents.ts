// Events the Stripe test server does not make by itself, built and signed here as Stripe would send
// them: a payment that succeeded at a chosen moment (event.created is record_payment's paid_at),
// refunds (charge.refunded carries the Charge) and disputes (charge.dispute.* carry the Dispute,
// which names its charge and PaymentIntent). Shapes follow Stripe's API reference for those objects,
// reduced to the fields the webhook reads plus a few for realism.
import type { Member } from '../../../supabase/functions/_shared/member.ts';
import { stripeSignature } from '../../support/stripeTestServer.ts';
import type { PaymentWorld } from './paymentWorld.ts';
import { attempt } from './paymentWorld.ts';

type Json = Record<string, unknown>;

export interface Delivery {
  readonly status: number;
  readonly body: Json;
  readonly eventId: string;
  /** Posts the very same event again (same id), as Stripe does when it retries. */
  again(): Promise<Delivery>;
}

let counter = 0;
const nextId = (prefix: string) =>
  `${prefix}_Money${String(++counter).padStart(5, '0')}${crypto.randomUUID().slice(0, 8)}`;

/** Signs `type` about `object` (event.created = `at`) and posts it to the webhook. */
export async function deliver(
  world: PaymentWorld,
  type: string,
  object: Json,
  at: Date = new Date(),
): Promise<Delivery> {
  const event = {
    id: nextId('evt'),
    object: 'event',
    api_version: '2025-02-24.acacia',
    created: Math.floor(at.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
  const payload = JSON.stringify(event, null, 2);
  const post = async (): Promise<Delivery> => {
    const response = await world.postWebhook(payload, {
      'stripe-signature': await stripeSignature(payload, world.stripe.webhookSecret),
    });
    return { status: response.status, body: await response.json(), eventId: event.id, again: post };
  };
  return post();
}

export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

export type Choice = { plan: 'individual' | 'familiar'; familySize: number; frequency: string };

export const individualMonthly: Choice = {
  plan: 'individual',
  familySize: 1,
  frequency: 'monthly',
};
export const individualQuarterly: Choice = {
  plan: 'individual',
  familySize: 1,
  frequency: 'quarterly',
};

/** The member starts a payment (create-payment): returns the PaymentIntent as Stripe holds it. */
export async function startPayment(
  world: PaymentWorld,
  member: Member,
  choice: Choice,
  method: 'card' | 'oxxo' | 'spei' = 'card',
): Promise<Json> {
  const response = await world.createPayment(member, { ...choice, method, attemptId: attempt() });
  if (response.status !== 200) throw new Error(`create-payment: ${await response.text()}`);
  const { paymentIntentId } = (await response.json()) as { paymentIntentId: string };
  return world.stripe.paymentIntent(paymentIntentId)!;
}

/** payment_intent.succeeded for `intent` (as it was made, now paid in full) at `at`. */
export function succeeded(world: PaymentWorld, intent: Json, at?: Date, changes: Json = {}) {
  return deliver(
    world,
    'payment_intent.succeeded',
    {
      ...intent,
      status: 'succeeded',
      amount_received: intent.amount,
      next_action: null,
      ...changes,
    },
    at,
  );
}

/** The member pays `choice` at `at`; returns the PaymentIntent id once the webhook recorded it. */
export async function paid(
  world: PaymentWorld,
  member: Member,
  choice: Choice,
  at?: Date,
): Promise<string> {
  const intent = await startPayment(world, member, choice);
  const delivered = await succeeded(world, intent, at);
  if (delivered.status !== 200 || !delivered.body.payment) {
    throw new Error(`not recorded: ${JSON.stringify(delivered.body)}`);
  }
  return String(intent.id);
}

/** The Charge of a PaymentIntent (one per intent here), refunded by `refundedCents`. */
export function charge(world: PaymentWorld, intentId: string, refundedCents = 0): Json {
  const intent = world.stripe.paymentIntent(intentId)!;
  const amount = Number(intent.amount);
  return {
    id: `ch_${intentId.slice(3)}`,
    object: 'charge',
    amount,
    amount_captured: amount,
    amount_refunded: refundedCents,
    refunded: refundedCents >= amount,
    currency: 'mxn',
    customer: intent.customer,
    payment_intent: intentId,
    paid: true,
    status: 'succeeded',
  };
}

/** charge.refunded: the operator refunded `cents` of the payment (all of it by default). */
export function refund(world: PaymentWorld, intentId: string, cents?: number) {
  const whole = Number(world.stripe.paymentIntent(intentId)!.amount);
  return deliver(world, 'charge.refunded', charge(world, intentId, cents ?? whole));
}

/** A Dispute of the payment's charge, in `status`. */
export function dispute(world: PaymentWorld, intentId: string, status: string): Json {
  const intent = world.stripe.paymentIntent(intentId)!;
  return {
    id: `dp_${intentId.slice(3)}`,
    object: 'dispute',
    amount: Number(intent.amount),
    currency: 'mxn',
    charge: `ch_${intentId.slice(3)}`,
    payment_intent: intentId,
    reason: 'fraudulent',
    status,
    is_charge_refundable: status.startsWith('warning_'),
  };
}

/** charge.dispute.<what> with the dispute in `status`. */
export const disputeEvent = (
  world: PaymentWorld,
  intentId: string,
  what: 'created' | 'updated' | 'closed' | 'funds_withdrawn' | 'funds_reinstated',
  status: string,
) => deliver(world, `charge.dispute.${what}`, dispute(world, intentId, status));
