// create-payment under Deno against the Stripe-shaped test server and the project's SQL in PGlite.
import assert from 'node:assert/strict';
import { quotePrice } from '../../src/domain/membership/pricing.ts';
import { pricing } from '../../supabase/functions/_shared/paymentQuote.ts';
import { ana, attempt, beto, withPaymentWorld } from './support/paymentWorld.ts';
import { asRole, memberClaims } from './support/paymentDatabase.ts';

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name, fn, sanitizeOps: false, sanitizeResources: false });

const familyOfFourYearly = { plan: 'familiar', familySize: 4, frequency: 'annual' };

test('the amount is priced on the server: a tampered amount in the body is ignored', () =>
  withPaymentWorld(async ({ createPayment, stripe }) => {
    const response = await createPayment(ana, {
      ...familyOfFourYearly,
      method: 'card',
      attemptId: attempt(),
      amount: 100,
      amountCents: 100,
      totalCents: 100,
      currency: 'usd',
    });
    assert.equal(response.status, 200);
    const answer = await response.json();
    // 199 × 4 × 12 × 0.70 × 0.85 = 5,683.44 MXN (spec §9), the app's own quote.
    assert.equal(answer.amountCents, 568_344);
    const intent = stripe.paymentIntent(answer.paymentIntentId)!;
    assert.equal(intent.amount, 568_344);
    assert.equal(intent.currency, 'mxn');
    assert.deepEqual(intent.payment_method_types, ['card']);
    assert.deepEqual(intent.metadata, {
      member: ana.id,
      plan: 'familiar',
      family_size: '4',
      frequency: 'annual',
      amount_cents: '568344',
    });
    assert.equal(answer.clientSecret, intent.client_secret);
  }));

test('every plan, family size and frequency costs what the page shows (src/domain/membership/pricing.ts)', () =>
  withPaymentWorld(async ({ createPayment, stripe }) => {
    const choices = [
      { plan: 'individual', familySize: 1, frequency: 'monthly' },
      { plan: 'individual', familySize: 7, frequency: 'semiannual' },
      { plan: 'familiar', familySize: 2, frequency: 'quarterly' },
      { plan: 'familiar', familySize: 3, frequency: 'annual' },
      { plan: 'familiar', familySize: 5, frequency: 'monthly' },
      { plan: 'familiar', familySize: 9, frequency: 'semiannual' },
    ] as const;
    for (const choice of choices) {
      const answer = await (
        await createPayment(ana, { ...choice, method: 'card', attemptId: attempt() })
      ).json();
      const expected = quotePrice(pricing, {
        plan: choice.plan,
        members: choice.familySize,
        frequencyId: choice.frequency,
      }).totalCents;
      assert.equal(stripe.paymentIntent(answer.paymentIntentId)!.amount, expected, choice.plan);
    }
  }));

test('a plan, size or frequency outside the content is refused before Stripe is called', () =>
  withPaymentWorld(async ({ createPayment, stripe }) => {
    for (const body of [
      { plan: 'premium', familySize: 1, frequency: 'monthly' },
      { plan: 'familiar', familySize: 1, frequency: 'monthly' },
      { plan: 'familiar', familySize: 2.5, frequency: 'monthly' },
      { plan: 'familiar', familySize: 500, frequency: 'monthly' },
      { plan: 'individual', familySize: 1, frequency: 'weekly' },
    ]) {
      const response = await createPayment(ana, { ...body, method: 'card', attemptId: attempt() });
      assert.equal(response.status, 400, JSON.stringify(body));
      await response.body?.cancel();
    }
    const noMethod = await createPayment(ana, {
      ...familyOfFourYearly,
      method: 'paypal',
      attemptId: attempt(),
    });
    assert.equal(noMethod.status, 400);
    await noMethod.body?.cancel();
    assert.equal(stripe.paymentIntents().length, 0);
  }));

test('without a signed-in member nothing is created', () =>
  withPaymentWorld(async ({ createPayment, stripe }) => {
    const response = await createPayment(null, {
      ...familyOfFourYearly,
      method: 'card',
      attemptId: attempt(),
    });
    assert.equal(response.status, 401);
    assert.equal((await response.json()).message, 'Inicia sesión para pagar.');
    assert.equal(stripe.requests.length, 0);
  }));

test('one idempotency key per attempt: the same attempt again is the same PaymentIntent', () =>
  withPaymentWorld(async ({ createPayment, stripe }) => {
    const first = attempt();
    const a = await (
      await createPayment(ana, { ...familyOfFourYearly, method: 'card', attemptId: first })
    ).json();
    const again = await (
      await createPayment(ana, { ...familyOfFourYearly, method: 'card', attemptId: first })
    ).json();
    const next = await (
      await createPayment(ana, { ...familyOfFourYearly, method: 'card', attemptId: attempt() })
    ).json();
    assert.equal(again.paymentIntentId, a.paymentIntentId);
    assert.notEqual(next.paymentIntentId, a.paymentIntentId);
    assert.equal(stripe.paymentIntents().length, 2);
    const keys = stripe.requests
      .filter((request) => request.path === '/v1/payment_intents')
      .map((request) => request.idempotencyKey);
    assert.deepEqual(keys, [`payment-${ana.id}-${first}`, `payment-${ana.id}-${first}`, keys[2]]);
    // The same attempt with another plan is not a new payment behind the member's back.
    const changed = await createPayment(ana, {
      plan: 'individual',
      familySize: 1,
      frequency: 'monthly',
      method: 'card',
      attemptId: first,
    });
    assert.equal(changed.status, 409);
    await changed.body?.cancel();
  }));

test('each member has one Stripe customer, kept server-side and reused', () =>
  withPaymentWorld(async ({ createPayment, stripe, db }) => {
    for (const method of ['spei', 'card', 'oxxo']) {
      const response = await createPayment(ana, {
        plan: 'individual',
        familySize: 1,
        frequency: 'monthly',
        method,
        attemptId: attempt(),
      });
      assert.equal(response.status, 200);
      await response.body?.cancel();
    }
    await (
      await createPayment(beto, {
        plan: 'individual',
        familySize: 1,
        frequency: 'monthly',
        method: 'card',
        attemptId: attempt(),
      })
    ).body?.cancel();
    assert.equal(stripe.customers().length, 2);
    const customers = new Set(
      stripe
        .paymentIntents()
        .filter((pi) => (pi.metadata as Record<string, string>).member === ana.id)
        .map((pi) => pi.customer),
    );
    assert.equal(customers.size, 1);
    const { rows } = await db.query<{ member: string }>(
      'select member from public.stripe_customers order by member',
    );
    assert.deepEqual(
      rows.map((row) => row.member),
      [ana.id, beto.id],
    );
    // A member cannot read the table, even their own row.
    await assert.rejects(
      asRole(db, memberClaims(ana.id), (tx) => tx.query('select * from public.stripe_customers')),
      /permission denied/,
    );
  }));

test('OXXO: the answer is the voucher (number, amount, expiry, hosted link)', () =>
  withPaymentWorld(async ({ createPayment, stripe }) => {
    const response = await createPayment(ana, {
      plan: 'individual',
      familySize: 1,
      frequency: 'quarterly',
      method: 'oxxo',
      attemptId: attempt(),
    });
    const answer = await response.json();
    assert.equal(response.status, 200);
    assert.equal(answer.method, 'oxxo');
    assert.equal(answer.status, 'requires_action');
    assert.equal(answer.amountCents, 56_715);
    assert.match(answer.voucher.number, /^\d{14}$/);
    assert.match(answer.voucher.hostedVoucherUrl, /^https:\/\/payments\.stripe\.com\//);
    const days = (Date.parse(answer.voucher.expiresAt) - Date.now()) / 86_400_000;
    assert.ok(days > 2.9 && days <= 3, `expires in ${days} days`);
    const intent = stripe.paymentIntent(answer.paymentIntentId)!;
    assert.deepEqual(intent.payment_method_types, ['oxxo']);
  }));

test('OXXO over 10,000 MXN is refused with a Spanish reason that offers card or SPEI', () =>
  withPaymentWorld(async ({ createPayment, stripe }) => {
    const response = await createPayment(ana, {
      plan: 'familiar',
      familySize: 9,
      frequency: 'annual',
      method: 'oxxo',
      attemptId: attempt(),
    });
    assert.equal(response.status, 422);
    assert.equal(
      (await response.json()).message,
      'OXXO acepta pagos de hasta $10,000.00 MXN. Paga con tarjeta o transferencia SPEI.',
    );
    assert.equal(stripe.paymentIntents().length, 0);
  }));

test('SPEI: the answer is the CLABE, bank, reference and amount to transfer', () =>
  withPaymentWorld(async ({ createPayment, stripe }) => {
    const answer = await (
      await createPayment(ana, { ...familyOfFourYearly, method: 'spei', attemptId: attempt() })
    ).json();
    assert.equal(answer.method, 'spei');
    assert.equal(answer.transfer.clabe, '002180700612345675');
    assert.equal(answer.transfer.bankName, 'BANAMEX');
    assert.match(answer.transfer.reference, /^\d+$/);
    assert.equal(answer.transfer.amountRemainingCents, 568_344);
    const intent = stripe.paymentIntent(answer.paymentIntentId)!;
    assert.deepEqual(intent.payment_method_types, ['customer_balance']);
    assert.ok(String(intent.customer).startsWith('cus_'));
    assert.deepEqual(intent.payment_method_options, {
      customer_balance: {
        funding_type: 'bank_transfer',
        bank_transfer: { type: 'mx_bank_transfer' },
      },
    });
  }));
