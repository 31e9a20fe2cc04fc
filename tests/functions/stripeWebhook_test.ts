// stripe-webhook under Deno: events signed by the Stripe-shaped test server (or by the test with
// stripeSignature), payments recorded through the project's record_payment in PGlite.
import assert from 'node:assert/strict';
import { nextPaymentDate } from '../../src/domain/membership/pricing.ts';
import { stripeSignature } from '../support/stripeTestServer.ts';
import { allPayments, myMembership, myPayments } from './support/paymentDatabase.ts';
import { ana, attempt, withPaymentWorld } from './support/paymentWorld.ts';

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name, fn, sanitizeOps: false, sanitizeResources: false });

const individualQuarterly = { plan: 'individual', familySize: 1, frequency: 'quarterly' };

test('an unsigned or wrongly signed event gets 400 and records nothing', () =>
  withPaymentWorld(async ({ createPayment, stripe, postWebhook, db }) => {
    const { paymentIntentId } = await (
      await createPayment(ana, { ...individualQuarterly, method: 'card', attemptId: attempt() })
    ).json();
    const intent = {
      ...stripe.paymentIntent(paymentIntentId)!,
      status: 'succeeded',
      amount_received: 56_715,
    };
    const { payload, signature } = await stripe.signedEvent('payment_intent.succeeded', intent);

    const unsigned = await postWebhook(payload);
    const otherSecret = await postWebhook(payload, {
      'stripe-signature': await stripeSignature(payload, 'whsec_someone_else'),
    });
    const garbage = await postWebhook(payload, { 'stripe-signature': 't=1,v1=abc' });
    const tampered = await postWebhook(payload.replace('"amount": 56715', '"amount": 100'), {
      'stripe-signature': signature,
    });
    const stale = await postWebhook(payload, {
      'stripe-signature': await stripeSignature(
        payload,
        stripe.webhookSecret,
        Math.floor(Date.now() / 1000) - 3600,
      ),
    });
    for (const response of [unsigned, otherSecret, garbage, tampered, stale]) {
      assert.equal(response.status, 400);
      await response.body?.cancel();
    }
    assert.deepEqual(await allPayments(db), []);
    assert.equal((await myMembership(db, ana.id)).status, 'pending');

    // The same event, correctly signed, is recorded: the refusals were about the signature.
    const signed = await postWebhook(payload, { 'stripe-signature': signature });
    assert.equal(signed.status, 200);
    await signed.body?.cancel();
    assert.deepEqual(
      (await allPayments(db)).map((p) => p.provider_ref),
      [paymentIntentId],
    );
  }));

test('the same payment_intent.succeeded delivered twice records one payment', () =>
  withPaymentWorld(async ({ createPayment, stripe, webhookUrl, db }) => {
    const { paymentIntentId } = await (
      await createPayment(ana, { ...individualQuarterly, method: 'oxxo', attemptId: attempt() })
    ).json();
    const first = await stripe.payCash(paymentIntentId);
    const again = await stripe.redeliver(first.id);
    // Stripe may also send a second event for the same PaymentIntent.
    const { payload, signature } = await stripe.signedEvent(
      'payment_intent.succeeded',
      stripe.paymentIntent(paymentIntentId)!,
    );
    const other = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'stripe-signature': signature },
      body: payload,
    });
    await other.body?.cancel();
    assert.deepEqual([first.status, again.status, other.status], [200, 200, 200]);
    const payments = await myPayments(db, ana.id);
    assert.equal(payments.length, 1);
    assert.equal(payments[0]!.provider_ref, paymentIntentId);
    assert.equal(payments[0]!.amount_cents, 56_715);
  }));

test("OXXO: pending until the cash is paid, then active for the frequency's months", () =>
  withPaymentWorld(async ({ createPayment, stripe, db }) => {
    const { paymentIntentId, voucher } = await (
      await createPayment(ana, { ...individualQuarterly, method: 'oxxo', attemptId: attempt() })
    ).json();
    assert.ok(voucher.number);
    // Issuing the voucher sent payment_intent.requires_action: answered, nothing recorded.
    assert.deepEqual(
      stripe.deliveries.map((d) => [d.type, d.status]),
      [['payment_intent.requires_action', 200]],
    );
    assert.equal((await myMembership(db, ana.id)).status, 'pending');
    assert.deepEqual(await myPayments(db, ana.id), []);

    const delivered = await stripe.payCash(paymentIntentId);
    assert.equal(delivered.status, 200);
    const membership = await myMembership(db, ana.id);
    const [payment] = await myPayments(db, ana.id);
    assert.equal(membership.status, 'active');
    assert.equal(membership.plan, 'individual');
    assert.equal(membership.frequency, 'quarterly');
    // Three months after the payment, as the app counts them (TZ=America/Mexico_City).
    const due = nextPaymentDate(new Date(payment!.paid_at), 3).toISOString();
    assert.equal(membership.next_payment_date, due);
    assert.equal(payment!.period_end, due);
  }));

test('an expired OXXO voucher, a declined card and a cancelled payment leave the plan as it was', () =>
  withPaymentWorld(async ({ createPayment, stripe, postWebhook, db }) => {
    const oxxo = await (
      await createPayment(ana, { ...individualQuarterly, method: 'oxxo', attemptId: attempt() })
    ).json();
    const expired = await stripe.expireVoucher(oxxo.paymentIntentId);
    assert.deepEqual([expired.type, expired.status], ['payment_intent.payment_failed', 200]);

    const card = await (
      await createPayment(ana, { ...individualQuarterly, method: 'card', attemptId: attempt() })
    ).json();
    // The browser confirms with a declined test card (as Stripe.js would, with the client secret).
    const declined = await fetch(
      `${stripe.url}/v1/payment_intents/${card.paymentIntentId}/confirm`,
      {
        method: 'POST',
        headers: {
          authorization: 'Bearer pk_test_vita365',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          client_secret: card.clientSecret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': '4000000000009995',
        }),
      },
    );
    assert.equal(declined.status, 402);
    assert.equal((await declined.json()).error.decline_code, 'insufficient_funds');
    assert.deepEqual(stripe.deliveries.at(-1), {
      id: stripe.deliveries.at(-1)!.id,
      type: 'payment_intent.payment_failed',
      status: 200,
    });
    const cancelled = await stripe.signedEvent('payment_intent.canceled', {
      ...stripe.paymentIntent(card.paymentIntentId)!,
      status: 'canceled',
    });
    const response = await postWebhook(cancelled.payload, {
      'stripe-signature': cancelled.signature,
    });
    assert.equal(response.status, 200);
    await response.body?.cancel();

    assert.deepEqual(await allPayments(db), []);
    assert.equal((await myMembership(db, ana.id)).status, 'pending');
  }));

test('events it does not use get 200 and change nothing', () =>
  withPaymentWorld(async ({ stripe, postWebhook, db }) => {
    const { payload, signature } = await stripe.signedEvent('customer.created', {
      id: 'cus_Unrelated1',
      object: 'customer',
    });
    const response = await postWebhook(payload, { 'stripe-signature': signature });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { ignored: 'customer.created' });
    assert.deepEqual(await allPayments(db), []);
  }));

test("a succeeded payment whose amount is not the plan's price is not recorded", () =>
  withPaymentWorld(async ({ createPayment, stripe, postWebhook, db }) => {
    const { paymentIntentId } = await (
      await createPayment(ana, { ...individualQuarterly, method: 'card', attemptId: attempt() })
    ).json();
    const intent = stripe.paymentIntent(paymentIntentId)!;
    const { payload, signature } = await stripe.signedEvent('payment_intent.succeeded', {
      ...intent,
      status: 'succeeded',
      amount: 1_000,
      amount_received: 1_000,
    });
    const response = await postWebhook(payload, { 'stripe-signature': signature });
    assert.equal(response.status, 200);
    await response.body?.cancel();
    assert.deepEqual(await allPayments(db), []);
  }));

test('paying again before the due date extends the plan from the due date, not from today', () =>
  withPaymentWorld(async ({ createPayment, stripe, db }) => {
    const first = await (
      await createPayment(ana, { ...individualQuarterly, method: 'spei', attemptId: attempt() })
    ).json();
    await stripe.completeTransfer(first.paymentIntentId);
    const due = (await myMembership(db, ana.id)).next_payment_date!;

    const second = await (
      await createPayment(ana, { ...individualQuarterly, method: 'oxxo', attemptId: attempt() })
    ).json();
    await stripe.payCash(second.paymentIntentId);
    const membership = await myMembership(db, ana.id);
    assert.equal(membership.next_payment_date, nextPaymentDate(new Date(due), 3).toISOString());
    const payments = await myPayments(db, ana.id);
    assert.equal(payments.length, 2);
    assert.equal(
      payments.find((p) => p.provider_ref === second.paymentIntentId)!.period_start,
      due,
    );
  }));
