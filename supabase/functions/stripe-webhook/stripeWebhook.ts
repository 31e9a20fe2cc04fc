// stripe-webhook: Stripe tells the server what became of a payment. Only a request signed with the
// endpoint's secret (Stripe-Signature over the raw body) is read; anything else gets 400 and changes
// nothing.
//
// - payment_intent.succeeded records the payment once (record_payment is idempotent on the
//   PaymentIntent id, and Stripe may deliver an event more than once) at the amount quoted when the
//   intent was made (payment_quotes, kept by create-payment), so a voucher or transfer issued before
//   a price change still buys its plan; only if the payer is the member's own Stripe customer.
// - charge.refunded and charge.dispute.* take a payment out of the plan, or put it back, as
//   docs/payments.md and docs/decisions.md ("Issue 40: money") describe.
// - Failed or cancelled payments and expired OXXO vouchers leave the plan as it was; events this
//   endpoint does not use get 200.
//
// Answers: 2xx for everything it is done with, including a permanent refusal (a payment it will
// never record, a reversal it cannot apply), which is kept in payment_refusals for an operator
// (npm run payments:refusals) instead of being retried by Stripe for days. 5xx only for a transient
// fault (the database unreachable, busy, or missing a grant), so Stripe delivers the event again.
import { json } from '../_shared/http.ts';
import { paymentChoiceFrom, quoteFor } from '../_shared/paymentQuote.ts';
import {
  isPermanentFault,
  type StoreError,
  type PaymentStore,
  type RecordPaymentArgs,
  type StoredQuote,
} from '../_shared/paymentStore.ts';
import { cryptoProvider, type Stripe } from '../_shared/stripeClient.ts';

export interface StripeWebhookDeps {
  readonly stripe: Stripe;
  readonly store: PaymentStore;
  readonly webhookSecret: string;
}

/** Events that change nothing here but are expected (docs/payments.md says which to enable). */
const ACKNOWLEDGED = new Set([
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'payment_intent.requires_action',
  'payment_intent.processing',
]);

const DISPUTE_EVENTS = new Set([
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
  'charge.dispute.funds_withdrawn',
  'charge.dispute.funds_reinstated',
]);

const CLOSED_DISPUTE = new Set(['won', 'lost', 'warning_closed', 'charge_refunded']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An event this endpoint will never act on however often Stripe sends it. It is answered 2xx and
 * kept, with its reason, for an operator.
 */
export class Refusal extends Error {
  constructor(
    readonly reason: string,
    detail: string,
    readonly facts: {
      readonly member?: string | null;
      readonly amountCents?: number | null;
      readonly currency?: string | null;
      readonly sqlState?: string | null;
    } = {},
  ) {
    super(detail);
  }
}

/**
 * Reasons for the database's own refusals: record_payment's (…_membership.sql) and
 * apply_payment_reversal's (…_payment_money.sql). Other permanent faults keep their SQLSTATE.
 */
const REASONS_BY_SQLSTATE: Readonly<Record<string, string>> = {
  VM030: 'invalid_payment',
  VM031: 'reference_of_another_member',
  VM032: 'unknown_member',
  VM050: 'invalid_reversal',
};

const reply = (status: number, body: Record<string, unknown>) => json(status, body, false);

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

const isoAt = (seconds: number) => new Date(seconds * 1000).toISOString();

interface Purchase {
  readonly member: string;
  readonly plan: RecordPaymentArgs['plan'];
  readonly familySize: number;
  readonly frequency: string;
  readonly amountCents: number;
}

/** The plan the intent bought at the amount quoted when it was made. */
function purchaseFromQuote(intent: Stripe.PaymentIntent, quote: StoredQuote): Purchase {
  const paid = intent.amount_received || intent.amount;
  const facts = { member: quote.member, amountCents: paid, currency: intent.currency };
  const metadataMember = intent.metadata?.member;
  if (metadataMember && metadataMember !== quote.member) {
    throw new Refusal(
      'member_mismatch',
      `The intent's metadata names member ${metadataMember}; it was quoted for ${quote.member}.`,
      facts,
    );
  }
  if (intent.currency !== quote.currency || paid !== quote.amount_cents) {
    throw new Refusal(
      'amount_mismatch',
      `Paid ${paid} ${intent.currency}; quoted ${quote.amount_cents} ${quote.currency} on ${quote.quoted_at}.`,
      facts,
    );
  }
  return {
    member: quote.member,
    plan: quote.plan,
    familySize: quote.family_size,
    frequency: quote.frequency,
    amountCents: paid,
  };
}

/**
 * An intent with no quote: made before quotes were kept (or not by create-payment). Its metadata's
 * choice is priced again from today's content, as before issue 40; another amount is refused.
 */
function purchaseAtTodaysPrice(intent: Stripe.PaymentIntent): Purchase {
  const { member, plan, family_size: familySize, frequency } = intent.metadata ?? {};
  const paid = intent.amount_received || intent.amount;
  const facts = { amountCents: paid, currency: intent.currency };
  if (!member) {
    throw new Refusal(
      'not_a_vita365_payment',
      'No quote was kept for this PaymentIntent and its metadata names no member: create-payment did not make it.',
      facts,
    );
  }
  const known = { ...facts, member: UUID.test(member) ? member : null };
  let choice;
  try {
    choice = paymentChoiceFrom({ plan, familySize: Number(familySize), frequency });
  } catch {
    throw new Refusal(
      'unknown_plan',
      `No quote was kept; the metadata (member ${member}, plan ${plan}, size ${familySize}, frequency ${frequency}) names no plan this app sells.`,
      known,
    );
  }
  const today = quoteFor(choice);
  if (intent.currency !== 'mxn' || paid !== today.totalCents) {
    throw new Refusal(
      'amount_mismatch',
      `No quote was kept for this PaymentIntent (made before quotes?); paid ${paid} ${intent.currency}, today's price is ${today.totalCents} mxn.`,
      known,
    );
  }
  return {
    member,
    plan: choice.plan,
    familySize: today.members,
    frequency: choice.frequency,
    amountCents: paid,
  };
}

/** The payer must be the member's own Stripe customer (stripe_customers), not anyone else's. */
async function checkPayer(
  deps: StripeWebhookDeps,
  intent: Stripe.PaymentIntent,
  purchase: Purchase,
): Promise<void> {
  const customer = idOf(intent.customer);
  const known = await deps.store.stripeCustomerOf(purchase.member);
  if (known && customer === known) return;
  throw new Refusal(
    'payer_not_member',
    known
      ? `The intent's customer ${customer ?? '(none)'} is not the member's Stripe customer ${known}.`
      : `The member has no Stripe customer on file (account deleted?); the intent's customer is ${customer ?? '(none)'}.`,
    { member: purchase.member, amountCents: purchase.amountCents, currency: intent.currency },
  );
}

async function recordSucceeded(
  deps: StripeWebhookDeps,
  event: Stripe.Event,
  intent: Stripe.PaymentIntent,
): Promise<Response> {
  const quote = await deps.store.quoteOf(intent.id);
  const purchase = quote ? purchaseFromQuote(intent, quote) : purchaseAtTodaysPrice(intent);
  await checkPayer(deps, intent, purchase);
  let payment: string;
  try {
    payment = await deps.store.recordPayment({
      member: purchase.member,
      plan: purchase.plan,
      family_size: purchase.familySize,
      frequency: purchase.frequency,
      amount_cents: purchase.amountCents,
      provider_ref: intent.id,
      paid_at: isoAt(event.created),
    });
  } catch (error) {
    if (!isPermanentFault(error)) throw error;
    const { sqlState, message } = error as StoreError;
    throw new Refusal(
      REASONS_BY_SQLSTATE[sqlState ?? ''] ?? 'record_payment_refused',
      `record_payment refused (${sqlState}): ${message}`,
      {
        member: purchase.member,
        amountCents: purchase.amountCents,
        currency: intent.currency,
        sqlState,
      },
    );
  }
  // A refund or dispute that arrived before this payment was recorded applies now.
  const settled = await deps.store.settleReversals(intent.id);
  return reply(200, {
    received: true,
    payment,
    ...(settled.reversed ? { reversed: true, plan: settled.plan } : {}),
  });
}

async function applyReversal(
  deps: StripeWebhookDeps,
  event: Stripe.Event,
  kind: 'refund' | 'dispute',
  object: Stripe.Charge | Stripe.Dispute,
  status: string,
  amountCents: number,
): Promise<Response> {
  const intentId = idOf(object.payment_intent);
  if (!intentId) {
    throw new Refusal(
      'unknown_payment',
      `${object.id} names no PaymentIntent, so no payment of a member can be found for it.`,
      { amountCents, currency: object.currency },
    );
  }
  const result = await deps.store.applyReversal({
    kind,
    reversal_ref: object.id,
    provider_ref: intentId,
    status,
    amount_cents: amountCents,
    event_id: event.id,
    event_at: isoAt(event.created),
  });
  return reply(200, {
    received: true,
    [kind]: result.status,
    reverses: result.reverses,
    payment: result.payment,
    plan: result.plan,
  });
}

/** A full refund takes the payment out of the plan; a partial one changes nothing (no partial refunds). */
const applyRefund = (deps: StripeWebhookDeps, event: Stripe.Event, charge: Stripe.Charge) =>
  applyReversal(
    deps,
    event,
    'refund',
    charge,
    charge.refunded ? 'refunded' : 'partial',
    charge.amount_refunded,
  );

/** Funds reinstated mean the dispute was decided for us, whatever status the object still shows. */
function applyDispute(deps: StripeWebhookDeps, event: Stripe.Event, dispute: Stripe.Dispute) {
  const status =
    event.type === 'charge.dispute.funds_reinstated' && !CLOSED_DISPUTE.has(dispute.status)
      ? 'won'
      : dispute.status;
  return applyReversal(deps, event, 'dispute', dispute, status, dispute.amount);
}

/** The PaymentIntent (or failing that the object) an event is about, for the refusal's row. */
function subjectOf(event: Stripe.Event): string {
  const object = event.data.object as { id?: unknown; payment_intent?: unknown };
  const intent = object.payment_intent;
  if (typeof intent === 'string') return intent;
  if (intent && typeof (intent as { id?: unknown }).id === 'string') {
    return (intent as { id: string }).id;
  }
  return typeof object.id === 'string' ? object.id : event.id;
}

/** Keeps the refusal for the operator and answers 200; 500 if even that cannot be written. */
async function refuse(
  deps: StripeWebhookDeps,
  event: Stripe.Event,
  refusal: Refusal,
): Promise<Response> {
  const subject = subjectOf(event);
  const member = refusal.facts.member;
  const id = await deps.store.recordRefusal({
    provider_ref: subject,
    event_id: event.id,
    event_type: event.type,
    reason: refusal.reason,
    detail: refusal.message,
    sql_state: refusal.facts.sqlState ?? null,
    member: member && UUID.test(member) ? member : null,
    amount_cents: refusal.facts.amountCents ?? null,
    currency: refusal.facts.currency ?? null,
  });
  console.warn(`stripe-webhook: ${event.type} ${event.id} (${subject}) refused: ${refusal.reason}`);
  return reply(200, { received: true, refused: refusal.reason, refusal: id });
}

async function handle(deps: StripeWebhookDeps, event: Stripe.Event): Promise<Response> {
  if (event.type === 'payment_intent.succeeded') {
    return recordSucceeded(deps, event, event.data.object);
  }
  if (event.type === 'charge.refunded') return applyRefund(deps, event, event.data.object);
  if (DISPUTE_EVENTS.has(event.type)) {
    return applyDispute(deps, event, event.data.object as Stripe.Dispute);
  }
  // Nothing to record: the plan stays as it was until a payment succeeds.
  if (ACKNOWLEDGED.has(event.type)) return reply(200, { received: true });
  return reply(200, { ignored: event.type });
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
      try {
        return await handle(deps, event);
      } catch (error) {
        if (error instanceof Refusal) return await refuse(deps, event, error);
        if (isPermanentFault(error)) {
          const { sqlState, message } = error as StoreError;
          return await refuse(
            deps,
            event,
            new Refusal(REASONS_BY_SQLSTATE[sqlState ?? ''] ?? 'database_refused', message, {
              sqlState,
            }),
          );
        }
        throw error;
      }
    } catch (error) {
      // A transient fault: a 5xx makes Stripe deliver the event again later.
      console.error(`stripe-webhook: ${event.type} ${event.id} failed`, error);
      return reply(500, { error: 'not_recorded' });
    }
  };
}
