// Issue 40, money: the webhook accepts the amount quoted when the PaymentIntent was made (kept on the
// server by create-payment), pays only for the member's own Stripe customer, answers a permanent
// refusal 2xx and keeps it for the operator's list (npm run payments:refusals), and answers 5xx only
// for a transient fault.
import assert from 'node:assert/strict';
import { runPaymentRefusals } from '../../scripts/operator/paymentRefusals.ts';
import { pricing, quoteFor } from '../../supabase/functions/_shared/paymentQuote.ts';
import {
  isPermanentFault,
  postgrestPaymentStore,
  StoreError,
} from '../../supabase/functions/_shared/paymentStore.ts';
import {
  allPayments,
  asRole,
  listedRefusals,
  myMembership,
  myPayments,
  pgliteStore,
  storedQuote,
} from './support/paymentDatabase.ts';
import { ana, beto, withPaymentWorld, type PaymentWorld } from './support/paymentWorld.ts';
import {
  individualQuarterly,
  startPayment,
  succeeded,
  type Choice,
} from './support/stripeEvents.ts';

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name, fn, sanitizeOps: false, sanitizeResources: false });

const familyOfThreeMonthly: Choice = { plan: 'familiar', familySize: 3, frequency: 'monthly' };

/** Runs `work` with the monthly base price at `base` MXN (content/pricing changed), then puts it back. */
async function withBasePrice(base: number, work: () => Promise<void>) {
  const file = pricing as { basePriceMonthly: number };
  const before = file.basePriceMonthly;
  file.basePriceMonthly = base;
  try {
    await work();
  } finally {
    file.basePriceMonthly = before;
  }
}

/** The operator's command as run from a shell, against this test's database. */
async function operatorList(world: PaymentWorld, args: string[] = []): Promise<string> {
  const lines: string[] = [];
  const code = await runPaymentRefusals(
    args,
    { SUPABASE_URL: 'https://project.supabase.test', SUPABASE_SERVICE_ROLE_KEY: 'service-key' },
    {
      out: (text) => lines.push(text),
      err: (text) => lines.push(`ERR ${text}`),
      // PostgREST's POST /rest/v1/rpc/list_payment_refusals, run as the service role on PGlite.
      fetch: async (input, init) => {
        assert.equal(
          String(input),
          'https://project.supabase.test/rest/v1/rpc/list_payment_refusals',
        );
        const headers = new Headers(init?.headers);
        assert.equal(headers.get('authorization'), 'Bearer service-key');
        const { since, max_rows: maxRows } = JSON.parse(String(init?.body)) as {
          since: string | null;
          max_rows: number;
        };
        const rows = await asRole(world.db, { role: 'service_role' }, async (tx) => {
          const result = await tx.query<{ v: unknown }>(
            'select public.list_payment_refusals($1, $2) as v',
            [since, maxRows],
          );
          return result.rows[0]!.v;
        });
        return new Response(JSON.stringify(rows), { status: 200 });
      },
    },
  );
  assert.equal(code, 0, lines.join('\n'));
  return lines.join('\n');
}

test('a voucher and a transfer priced before a price change and paid after it activate the plan', () =>
  withPaymentWorld(async (world) => {
    const { createPayment, stripe, db } = world;
    const voucher = await (
      await createPayment(ana, {
        ...individualQuarterly,
        method: 'oxxo',
        attemptId: crypto.randomUUID(),
      })
    ).json();
    const transfer = await (
      await createPayment(beto, {
        ...familyOfThreeMonthly,
        method: 'spei',
        attemptId: crypto.randomUUID(),
      })
    ).json();
    assert.equal(voucher.amountCents, 56_715);
    // 199 × 3 × 0.85 = 507.45 MXN
    assert.equal(transfer.amountCents, 50_745);
    // The quote is on the server from the moment the voucher and the transfer were issued.
    assert.deepEqual(await storedQuote(db, voucher.paymentIntentId), {
      member: ana.id,
      amount_cents: 56_715,
      method: 'oxxo',
    });
    assert.deepEqual(await storedQuote(db, transfer.paymentIntentId), {
      member: beto.id,
      amount_cents: 50_745,
      method: 'spei',
    });

    await withBasePrice(249, async () => {
      // Today's content prices both choices differently: re-pricing would have refused them.
      assert.notEqual(quoteFor({ ...individualQuarterly, plan: 'individual' }).totalCents, 56_715);
      assert.notEqual(quoteFor({ ...familyOfThreeMonthly, plan: 'familiar' }).totalCents, 50_745);
      assert.equal((await stripe.payCash(voucher.paymentIntentId)).status, 200);
      assert.equal((await stripe.completeTransfer(transfer.paymentIntentId)).status, 200);
    });

    for (const [member, amount, plan] of [
      [ana, 56_715, 'individual'],
      [beto, 50_745, 'familiar'],
    ] as const) {
      const membership = await myMembership(db, member.id);
      assert.equal(membership.status, 'active', member.name);
      assert.equal(membership.plan, plan);
      assert.deepEqual(
        (await myPayments(db, member.id)).map((p) => p.amount_cents),
        [amount],
      );
    }
    assert.deepEqual(await listedRefusals(db), []);
  }));

test('a card intent made after a price change is charged and recorded at the new price', () =>
  withPaymentWorld(async (world) =>
    withBasePrice(249, async () => {
      const intent = await startPayment(world, ana, individualQuarterly);
      // 249 × 3 × 0.95 = 709.65 MXN
      assert.equal(intent.amount, 70_965);
      assert.equal((await storedQuote(world.db, String(intent.id)))!.amount_cents, 70_965);
      const delivered = await succeeded(world, intent);
      assert.equal(delivered.status, 200);
      assert.equal((await myPayments(world.db, ana.id))[0]!.amount_cents, 70_965);
    }),
  ));

test('a payment of another amount than the quote is refused with 200 and kept for the operator', () =>
  withPaymentWorld(async (world) => {
    const intent = await startPayment(world, ana, individualQuarterly);
    const delivered = await succeeded(world, intent, undefined, {
      amount: 1_000,
      amount_received: 1_000,
    });
    assert.equal(delivered.status, 200);
    assert.equal(delivered.body.refused, 'amount_mismatch');
    assert.deepEqual(await allPayments(world.db), []);
    const [row] = await listedRefusals(world.db);
    assert.equal(row!.provider_ref, intent.id);
    assert.equal(row!.member, ana.id);
    assert.equal(row!.amount_cents, 1_000);
    assert.match(row!.detail, /Paid 1000 mxn; quoted 56715 mxn/);
  }));

test('an intent made before quotes were kept is recorded at today’s price, and refused at another', () =>
  withPaymentWorld(async (world) => {
    const forget = (id: unknown) =>
      world.db.query('delete from payments_private.payment_quotes where intent_id = $1', [id]);
    const old = await startPayment(world, ana, individualQuarterly);
    await forget(old.id);
    assert.equal((await succeeded(world, old)).status, 200);
    assert.equal((await myMembership(world.db, ana.id)).status, 'active');

    const older = await startPayment(world, beto, individualQuarterly);
    await forget(older.id);
    await withBasePrice(249, async () => {
      const delivered = await succeeded(world, older);
      assert.equal(delivered.status, 200);
      assert.equal(delivered.body.refused, 'amount_mismatch');
    });
    assert.deepEqual(await myPayments(world.db, beto.id), []);
    assert.match((await listedRefusals(world.db))[0]!.detail, /No quote was kept/);
  }));

test('a paid intent whose customer is not the member’s Stripe customer is not recorded', () =>
  withPaymentWorld(async (world) => {
    const betoIntent = await startPayment(world, beto, individualQuarterly);
    const anaIntent = await startPayment(world, ana, individualQuarterly);
    assert.notEqual(betoIntent.customer, anaIntent.customer);

    // Ana's intent, paid by Beto's customer; then by no customer at all; then by a stranger.
    const byBeto = await succeeded(world, anaIntent, undefined, { customer: betoIntent.customer });
    const byNobody = await succeeded(world, anaIntent, undefined, { customer: null });
    const byStranger = await succeeded(world, anaIntent, undefined, { customer: 'cus_Stranger1' });
    for (const delivered of [byBeto, byNobody, byStranger]) {
      assert.equal(delivered.status, 200);
      assert.equal(delivered.body.refused, 'payer_not_member');
    }
    assert.deepEqual(await allPayments(world.db), []);
    assert.equal((await myMembership(world.db, ana.id)).status, 'pending');
    assert.equal((await myMembership(world.db, beto.id)).status, 'pending');
    const rows = await listedRefusals(world.db);
    assert.equal(rows.length, 1, 'one row per intent and reason');
    assert.equal(rows[0]!.provider_ref, anaIntent.id);
    assert.equal(rows[0]!.member, ana.id);
    assert.equal(rows[0]!.deliveries, 3);
    assert.match(rows[0]!.detail, /cus_Stranger1 is not the member's Stripe customer/);

    // The same intent with its own customer is recorded.
    assert.equal((await succeeded(world, anaIntent)).status, 200);
    assert.equal((await myMembership(world.db, ana.id)).status, 'active');
  }));

test('an intent quoted for one member whose metadata names another is not recorded', () =>
  withPaymentWorld(async (world) => {
    const intent = await startPayment(world, ana, individualQuarterly);
    const delivered = await succeeded(world, intent, undefined, {
      metadata: { ...(intent.metadata as object), member: beto.id },
    });
    assert.equal(delivered.body.refused, 'member_mismatch');
    assert.deepEqual(await allPayments(world.db), []);
  }));

test('a permanent refusal answers 2xx, once per retry, and appears in the operator’s list', () =>
  withPaymentWorld(async (world) => {
    const intent = await startPayment(world, ana, individualQuarterly);
    // The reference was already recorded for another member (record_payment: VM031).
    await asRole(world.db, { role: 'service_role' }, (tx) =>
      tx.query("select public.record_payment($1, 'individual', 1, 'quarterly', 56715, $2, now())", [
        beto.id,
        intent.id,
      ]),
    );
    const first = await succeeded(world, intent);
    const retried = await first.again();
    for (const delivered of [first, retried]) {
      assert.equal(delivered.status, 200);
      assert.equal(delivered.body.refused, 'reference_of_another_member');
    }
    assert.deepEqual(await myPayments(world.db, ana.id), []);

    const listed = await operatorList(world);
    assert.match(listed, /^1 refused payment event, newest first:/);
    assert.ok(listed.includes(String(intent.id)), listed);
    assert.ok(listed.includes('payment_intent.succeeded  reference_of_another_member'), listed);
    assert.ok(listed.includes(`member ${ana.id}`), listed);
    assert.ok(listed.includes('567.15 MXN'), listed);
    assert.ok(listed.includes('SQLSTATE VM031'), listed);
    assert.ok(listed.includes('delivered 2×'), listed);
    assert.ok(listed.includes('Esa referencia de pago ya se registró para otro miembro.'), listed);

    const asJson = JSON.parse(await operatorList(world, ['--json']));
    assert.equal(asJson.length, 1);
    assert.equal(asJson[0].sqlstate, 'VM031');
    assert.equal(
      await operatorList(world, ['--since', '2999-01-01']),
      'No refused payment events.',
    );
  }));

test('a member deleted before their voucher is paid: 2xx and a row, no payment', () =>
  withPaymentWorld(async (world) => {
    const intent = await startPayment(world, ana, individualQuarterly, 'oxxo');
    await world.db.query('delete from auth.users where id = $1', [ana.id]);
    const delivered = await world.stripe.payCash(String(intent.id));
    assert.equal(delivered.status, 200);
    assert.deepEqual(await allPayments(world.db), []);
    const [row] = await listedRefusals(world.db);
    assert.equal(row!.reason, 'payer_not_member');
    assert.equal(row!.member, ana.id);
    assert.match(row!.detail, /no Stripe customer on file/);
  }));

test('a transient fault answers 5xx and writes no row; Stripe’s retry then records the payment', () =>
  withPaymentWorld(async (world) => {
    const intent = await startPayment(world, ana, individualQuarterly);
    world.failNext('recordPayment', new StoreError('rpc/record_payment: connection refused'));
    const down = await succeeded(world, intent);
    assert.equal(down.status, 500);
    world.failNext(
      'recordPayment',
      new StoreError('could not serialize access due to concurrent update', '40001', 500),
    );
    assert.equal((await down.again()).status, 500);
    world.failNext('quoteOf', new StoreError('permission denied for function', '42501', 403));
    assert.equal((await down.again()).status, 500);
    assert.deepEqual(await listedRefusals(world.db), []);
    assert.deepEqual(await allPayments(world.db), []);

    const retried = await down.again();
    assert.equal(retried.status, 200);
    assert.equal(typeof retried.body.payment, 'string');
    assert.equal((await myMembership(world.db, ana.id)).status, 'active');
  }));

test('a refusal that cannot be written answers 5xx, so it is retried and not lost', () =>
  withPaymentWorld(async (world) => {
    const intent = await startPayment(world, ana, individualQuarterly);
    world.failNext('recordRefusal', new StoreError('rpc/record_payment_refusal: 503', null, 503));
    const first = await succeeded(world, intent, undefined, { customer: 'cus_Stranger1' });
    assert.equal(first.status, 500);
    assert.deepEqual(await listedRefusals(world.db), []);
    const retried = await first.again();
    assert.equal(retried.status, 200);
    assert.equal((await listedRefusals(world.db)).length, 1);
  }));

test('record_payment’s refusals are permanent, faults of the moment transient', () => {
  const permanent = ['VM030', 'VM031', 'VM032', 'VM050', '22P02', '22003', '23503', '23514'];
  const transient = ['23505', '40001', '40P01', '57014', '53300', '55P03', '08006', '42501'];
  for (const code of permanent) {
    assert.equal(isPermanentFault(new StoreError('x', code)), true, code);
  }
  for (const code of [...transient, 'PGRST202', 'PGRST301', 'P0001', 'XX000']) {
    assert.equal(isPermanentFault(new StoreError('x', code)), false, code);
  }
  assert.equal(isPermanentFault(new StoreError('network down')), false);
  assert.equal(isPermanentFault(new Error('VM031')), false);
  return Promise.resolve();
});

test('the deployed store reads the SQLSTATE from PostgREST’s answer, and a dead server is transient', async () => {
  const answers: [number, string][] = [
    [400, '{"code":"VM031","message":"Esa referencia de pago ya se registró para otro miembro."}'],
    [409, '{"code":"23505","message":"duplicate key"}'],
    [503, '<html>upstream unavailable</html>'],
  ];
  const server = Deno.serve({ hostname: '127.0.0.1', port: 0, onListen: () => {} }, () => {
    const [status, body] = answers.shift()!;
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  });
  const store = postgrestPaymentStore(`http://127.0.0.1:${server.addr.port}`, 'service-key');
  const args = {
    member: ana.id,
    plan: 'individual' as const,
    family_size: 1,
    frequency: 'monthly',
    amount_cents: 19_900,
    provider_ref: 'pi_X',
    paid_at: new Date().toISOString(),
  };
  const failure = () =>
    store.recordPayment(args).then(
      () => assert.fail('expected a failure'),
      (error: unknown) => error as StoreError,
    );
  const vm031 = await failure();
  assert.equal(vm031.sqlState, 'VM031');
  assert.equal(isPermanentFault(vm031), true);
  const duplicate = await failure();
  assert.equal(duplicate.sqlState, '23505');
  assert.equal(isPermanentFault(duplicate), false);
  const gateway = await failure();
  assert.equal(gateway.sqlState, null);
  assert.equal(gateway.httpStatus, 503);
  assert.equal(isPermanentFault(gateway), false);
  await server.shutdown();
  const dead = await failure();
  assert.equal(isPermanentFault(dead), false);
});

test('the same quote kept twice is one row; another quote for the same intent is refused', () =>
  withPaymentWorld(async (world) => {
    const intent = await startPayment(world, ana, individualQuarterly);
    const quote = {
      intent_id: String(intent.id),
      member: ana.id,
      customer_id: String(intent.customer),
      plan: 'individual' as const,
      family_size: 1,
      frequency: 'quarterly',
      method: 'card' as const,
      amount_cents: 56_715,
      currency: 'mxn' as const,
    };
    const store = pgliteStore(world.db);
    await store.saveQuote(quote);
    await assert.rejects(store.saveQuote({ ...quote, amount_cents: 100 }), (error: unknown) => {
      assert.equal((error as StoreError).sqlState, 'VM051');
      return true;
    });
    assert.equal((await store.quoteOf(String(intent.id)))!.amount_cents, 56_715);
    // Members never see quotes: the schema is not theirs and the functions are the service role's.
    await assert.rejects(
      asRole(world.db, { role: 'authenticated', sub: ana.id }, (tx) =>
        tx.query('select public.payment_quote($1)', [intent.id]),
      ),
      /permission denied/,
    );
    await assert.rejects(
      asRole(world.db, { role: 'authenticated', sub: ana.id }, (tx) =>
        tx.query('select * from payments_private.payment_quotes'),
      ),
      /permission denied/,
    );
    await assert.rejects(
      asRole(world.db, { role: 'anon' }, (tx) => tx.query('select public.list_payment_refusals()')),
      /permission denied/,
    );
  }));

test('when the quote cannot be kept, no voucher is issued and no card secret handed out', () =>
  withPaymentWorld(async (world) => {
    for (const method of ['oxxo', 'spei', 'card']) {
      world.failNext('saveQuote', new StoreError('rpc/save_payment_quote: 503', null, 503));
      const response = await world.createPayment(ana, {
        ...individualQuarterly,
        method,
        attemptId: crypto.randomUUID(),
      });
      assert.equal(response.status, 502, method);
      const answer = await response.json();
      assert.equal(answer.message, 'No pudimos iniciar el pago. Inténtalo de nuevo.');
      assert.equal(answer.clientSecret, undefined);
    }
    // The intents exist at Stripe but were never confirmed: nothing can be paid on them.
    const intents = world.stripe.paymentIntents();
    assert.equal(intents.length, 3);
    assert.ok(intents.every((intent) => intent.status === 'requires_payment_method'));
    assert.deepEqual(world.stripe.deliveries, []);
    assert.equal(
      world.stripe.requests.filter((request) => request.path.endsWith('/confirm')).length,
      0,
    );
  }));
