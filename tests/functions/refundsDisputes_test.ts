// Issue 40, money: refunds and disputes change the plan as docs/payments.md describes (reading in
// docs/decisions.md, "Issue 40: money"). A reversed payment no longer counts: the plan is what the
// payments that stand buy, and the terms' grace (3 days), suspension and cancellation (15 days) count
// from the due date that leaves. A partial refund and an inquiry change nothing; a dispute that is
// won puts the payment back. Every event is idempotent, and a late event cannot reopen a closed one.
import assert from 'node:assert/strict';
import { nextPaymentDate } from '../../src/domain/membership/pricing.ts';
import {
  allPayments,
  asRole,
  listedRefusals,
  memberClaims,
  myMembership,
  myPayments,
  type Membership,
} from './support/paymentDatabase.ts';
import { ana, beto, withPaymentWorld, type PaymentWorld } from './support/paymentWorld.ts';
import {
  daysAgo,
  deliver,
  dispute,
  disputeEvent,
  individualMonthly,
  individualQuarterly,
  paid,
  refund,
  startPayment,
  succeeded,
} from './support/stripeEvents.ts';

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name, fn, sanitizeOps: false, sanitizeResources: false });

const plan = (world: PaymentWorld, member = ana) => myMembership(world.db, member.id);

const reversalRows = async (world: PaymentWorld) =>
  (
    await world.db.query<{ kind: string; status: string; reverses: boolean }>(
      'select kind, status, reverses from payments_private.payment_reversals order by kind',
    )
  ).rows;

/** The payment's paid_at as stored (record_payment's paid_at is the event's second). */
const paidAtOf = async (world: PaymentWorld, intentId: string, member = ana) =>
  (await myPayments(world.db, member.id)).find((p) => p.provider_ref === intentId)!.paid_at;

const summary = (m: Membership) => ({ status: m.status, due: m.next_payment_date, plan: m.plan });

test('a full refund takes the payment out: the plan is owed from when it was paid', () =>
  withPaymentWorld(async (world) => {
    // Paid 20 days ago for three months: active, due in about 70 days.
    const intent = await paid(world, ana, individualQuarterly, daysAgo(20));
    assert.equal((await plan(world)).status, 'active');
    const paidAt = await paidAtOf(world, intent);

    const refunded = await refund(world, intent);
    assert.equal(refunded.status, 200);
    assert.equal(refunded.body.refund, 'refunded');
    assert.equal(refunded.body.reverses, true);
    // Owed since the payment 20 days ago: more than 15 days past due, cancelled (terms: Falta de pago).
    const after = await plan(world);
    assert.deepEqual(summary(after), { status: 'cancelled', due: paidAt, plan: 'individual' });
    assert.deepEqual(refunded.body.plan, {
      status: 'cancelled',
      plan: 'individual',
      next_payment_date: paidAt,
    });
    // The payment stays on record (receipts, the ledger); it no longer buys anything.
    assert.equal((await allPayments(world.db)).length, 1);
  }));

test('a refund counts the terms’ grace from the payment: 5 days ago suspended, an hour ago active', () =>
  withPaymentWorld(async (world) => {
    const fiveDays = await paid(world, ana, individualMonthly, daysAgo(5));
    const anHour = await paid(world, beto, individualMonthly, new Date(Date.now() - 3_600_000));
    await refund(world, fiveDays);
    await refund(world, anHour);
    assert.equal((await plan(world, ana)).status, 'suspended');
    // In the 3 grace days after the due date it left: still active, and paying again restores it.
    const beto1 = await plan(world, beto);
    assert.equal(beto1.status, 'active');
    assert.equal(beto1.next_payment_date, await paidAtOf(world, anHour, beto));
    const again = await paid(world, beto, individualMonthly);
    const beto2 = await plan(world, beto);
    assert.equal(beto2.status, 'active');
    assert.equal(
      beto2.next_payment_date,
      nextPaymentDate(new Date(await paidAtOf(world, again, beto)), 1).toISOString(),
    );
  }));

test('a refunded renewal moves the due date back to the end of the payment before it', () =>
  withPaymentWorld(async (world) => {
    await paid(world, ana, individualMonthly, daysAgo(10));
    const dueAfterFirst = (await plan(world)).next_payment_date!;
    const renewal = await paid(world, ana, individualMonthly);
    assert.equal(
      (await plan(world)).next_payment_date,
      nextPaymentDate(new Date(dueAfterFirst), 1).toISOString(),
    );
    await refund(world, renewal);
    assert.deepEqual(summary(await plan(world)), {
      status: 'active',
      due: dueAfterFirst,
      plan: 'individual',
    });
  }));

test('refunding an earlier payment keeps a later one, counted from when it was paid', () =>
  withPaymentWorld(async (world) => {
    const first = await paid(world, ana, individualMonthly, daysAgo(10));
    const renewal = await paid(world, ana, individualMonthly);
    await refund(world, first);
    // Only the renewal stands: one month from its own payment.
    const renewalPaidAt = await paidAtOf(world, renewal);
    assert.deepEqual(summary(await plan(world)), {
      status: 'active',
      due: nextPaymentDate(new Date(renewalPaidAt), 1).toISOString(),
      plan: 'individual',
    });
  }));

test('a refunded upgrade to the family plan puts back the individual plan it replaced', () =>
  withPaymentWorld(async (world) => {
    await paid(world, ana, individualMonthly, daysAgo(10));
    const dueAfterFirst = (await plan(world)).next_payment_date!;
    const upgrade = await paid(world, ana, {
      plan: 'familiar',
      familySize: 2,
      frequency: 'quarterly',
    });
    assert.equal((await plan(world)).plan, 'familiar');
    await refund(world, upgrade);
    const after = await plan(world);
    assert.deepEqual(summary(after), { status: 'active', due: dueAfterFirst, plan: 'individual' });
    assert.equal(after.frequency, 'monthly');
    assert.equal(after.family_size, 1);
  }));

test('a partial refund changes nothing (no partial refunds); refunding the rest takes it out', () =>
  withPaymentWorld(async (world) => {
    const intent = await paid(world, ana, individualQuarterly, daysAgo(20));
    const before = summary(await plan(world));
    const partial = await refund(world, intent, 10_000);
    assert.equal(partial.status, 200);
    assert.equal(partial.body.refund, 'partial');
    assert.equal(partial.body.reverses, false);
    assert.deepEqual(summary(await plan(world)), before);
    const rest = await refund(world, intent);
    assert.equal(rest.body.refund, 'refunded');
    assert.equal((await plan(world)).status, 'cancelled');
    // A late copy of the partial refund does not bring the payment back.
    await partial.again();
    assert.equal((await plan(world)).status, 'cancelled');
    assert.deepEqual(await reversalRows(world), [
      { kind: 'refund', status: 'refunded', reverses: true },
    ]);
  }));

test('charge.refunded is idempotent: the same event again, or another for the same charge', () =>
  withPaymentWorld(async (world) => {
    const first = await paid(world, ana, individualMonthly, daysAgo(5));
    const renewal = await paid(world, ana, individualMonthly);
    const refunded = await refund(world, renewal);
    const after = summary(await plan(world));
    const again = await refunded.again();
    const another = await refund(world, renewal);
    for (const delivered of [again, another]) {
      assert.equal(delivered.status, 200);
      assert.equal(delivered.body.refund, 'refunded');
    }
    assert.deepEqual(summary(await plan(world)), after);
    assert.equal((await reversalRows(world)).length, 1);
    // Replaying the plan does not shift a due date each time: refunding the renewal twice is once.
    assert.equal(
      after.due,
      (await myPayments(world.db, ana.id)).find((p) => p.provider_ref === first)!.period_end,
    );
  }));

test('a refund that arrives before its payment is recorded applies when the payment is', () =>
  withPaymentWorld(async (world) => {
    const intent = await startPayment(world, ana, individualQuarterly);
    // Stripe does not order events: the refund is delivered while the payment's event is retried.
    const early = await refund(world, String(intent.id));
    assert.equal(early.status, 200);
    assert.equal(early.body.payment, null);
    assert.equal((await plan(world)).status, 'pending');
    const recorded = await succeeded(world, intent, daysAgo(20));
    assert.equal(recorded.status, 200);
    assert.equal(recorded.body.reversed, true);
    assert.equal((await plan(world)).status, 'cancelled');
  }));

test('a dispute takes the payment out while open, and a lost dispute keeps it out', () =>
  withPaymentWorld(async (world) => {
    const intent = await paid(world, ana, individualQuarterly, daysAgo(5));
    const paidAt = await paidAtOf(world, intent);
    assert.equal((await plan(world)).status, 'active');

    const created = await disputeEvent(world, intent, 'created', 'needs_response');
    assert.equal(created.status, 200);
    assert.equal(created.body.dispute, 'needs_response');
    assert.equal(created.body.reverses, true);
    assert.deepEqual(summary(await plan(world)), {
      status: 'suspended',
      due: paidAt,
      plan: 'individual',
    });
    await disputeEvent(world, intent, 'funds_withdrawn', 'needs_response');
    await disputeEvent(world, intent, 'updated', 'under_review');
    assert.equal((await plan(world)).status, 'suspended');

    const lost = await disputeEvent(world, intent, 'closed', 'lost');
    assert.equal(lost.body.dispute, 'lost');
    assert.equal((await plan(world)).status, 'suspended');
    // Idempotent, and final: the closing event again, or the opening one delivered late.
    assert.equal((await lost.again()).body.dispute, 'lost');
    assert.equal((await created.again()).body.dispute, 'lost');
    assert.deepEqual(summary(await plan(world)), {
      status: 'suspended',
      due: paidAt,
      plan: 'individual',
    });
    assert.deepEqual(await reversalRows(world), [
      { kind: 'dispute', status: 'lost', reverses: true },
    ]);
  }));

test('a dispute won restores the plan, and stays won whatever arrives late', () =>
  withPaymentWorld(async (world) => {
    const intent = await paid(world, ana, individualQuarterly, daysAgo(5));
    const before = summary(await plan(world));
    const created = await disputeEvent(world, intent, 'created', 'needs_response');
    assert.equal((await plan(world)).status, 'suspended');

    const won = await disputeEvent(world, intent, 'closed', 'won');
    assert.equal(won.body.dispute, 'won');
    assert.equal(won.body.reverses, false);
    assert.deepEqual(summary(await plan(world)), before);
    // Funds reinstated (after the close, or instead of it), repeats, and a late opening event.
    await disputeEvent(world, intent, 'funds_reinstated', 'won');
    await won.again();
    assert.equal((await created.again()).body.dispute, 'won');
    assert.deepEqual(summary(await plan(world)), before);
  }));

test('funds reinstated close a dispute as won even if its status still reads under review', () =>
  withPaymentWorld(async (world) => {
    const intent = await paid(world, ana, individualQuarterly, daysAgo(5));
    const before = summary(await plan(world));
    await disputeEvent(world, intent, 'created', 'needs_response');
    const reinstated = await disputeEvent(world, intent, 'funds_reinstated', 'under_review');
    assert.equal(reinstated.body.dispute, 'won');
    assert.deepEqual(summary(await plan(world)), before);
  }));

test('while disputed the member may pay again; a dispute won then counts both payments', () =>
  withPaymentWorld(async (world) => {
    const disputed = await paid(world, ana, individualMonthly, daysAgo(20));
    await disputeEvent(world, disputed, 'created', 'needs_response');
    assert.equal((await plan(world)).status, 'cancelled');
    const again = await paid(world, ana, individualMonthly);
    const oneMonth = nextPaymentDate(new Date(await paidAtOf(world, again)), 1).toISOString();
    assert.deepEqual(summary(await plan(world)), {
      status: 'active',
      due: oneMonth,
      plan: 'individual',
    });
    await disputeEvent(world, disputed, 'closed', 'won');
    // The disputed month stands again (it ends in about 10 days) and the new one follows it.
    const disputedEnd = (await myPayments(world.db, ana.id)).find(
      (p) => p.provider_ref === disputed,
    )!.period_end;
    assert.deepEqual(summary(await plan(world)), {
      status: 'active',
      due: nextPaymentDate(new Date(disputedEnd), 1).toISOString(),
      plan: 'individual',
    });
  }));

test('an inquiry changes nothing, open or closed', () =>
  withPaymentWorld(async (world) => {
    const intent = await paid(world, ana, individualQuarterly, daysAgo(5));
    const before = summary(await plan(world));
    const inquiry = await disputeEvent(world, intent, 'created', 'warning_needs_response');
    assert.equal(inquiry.body.reverses, false);
    await disputeEvent(world, intent, 'updated', 'warning_under_review');
    assert.deepEqual(summary(await plan(world)), before);
    await disputeEvent(world, intent, 'closed', 'warning_closed');
    assert.deepEqual(summary(await plan(world)), before);
  }));

test('each dispute event is idempotent', () =>
  withPaymentWorld(async (world) => {
    const intent = await paid(world, ana, individualQuarterly, daysAgo(5));
    for (const [what, status] of [
      ['created', 'needs_response'],
      ['updated', 'under_review'],
      ['funds_withdrawn', 'under_review'],
      ['closed', 'won'],
      ['funds_reinstated', 'won'],
    ] as const) {
      const first = await disputeEvent(world, intent, what, status);
      const state = summary(await plan(world));
      const again = await first.again();
      const copy = await disputeEvent(world, intent, what, status);
      assert.deepEqual([first.status, again.status, copy.status], [200, 200, 200], what);
      assert.equal(again.body.dispute, first.body.dispute, what);
      assert.equal(copy.body.dispute, first.body.dispute, what);
      assert.deepEqual(summary(await plan(world)), state, what);
    }
    assert.equal((await reversalRows(world)).length, 1);
  }));

test('a dispute or refund with no PaymentIntent, or an unknown status, is refused with 200 and listed', () =>
  withPaymentWorld(async (world) => {
    const intent = await paid(world, ana, individualQuarterly, daysAgo(5));
    const before = summary(await plan(world));
    const orphan = await deliver(world, 'charge.dispute.created', {
      ...dispute(world, intent, 'needs_response'),
      id: 'dp_Orphan1',
      payment_intent: null,
    });
    assert.equal(orphan.status, 200);
    assert.equal(orphan.body.refused, 'unknown_payment');
    const strange = await disputeEvent(world, intent, 'updated', 'prevailed_somehow');
    assert.equal(strange.status, 200);
    assert.equal(strange.body.refused, 'invalid_reversal');
    assert.deepEqual(summary(await plan(world)), before);
    const reasons = (await listedRefusals(world.db)).map((row) => [row.reason, row.sqlstate]);
    assert.deepEqual(reasons.sort(), [
      ['invalid_reversal', 'VM050'],
      ['unknown_payment', null],
    ]);
  }));

test('a refund of a payment that was never recorded changes no plan', () =>
  withPaymentWorld(async (world) => {
    const intent = await startPayment(world, ana, individualQuarterly);
    // Refused (another customer paid it), then refunded by the operator: nothing to take back.
    await succeeded(world, intent, undefined, { customer: 'cus_Stranger1' });
    const refunded = await refund(world, String(intent.id));
    assert.equal(refunded.status, 200);
    assert.equal(refunded.body.payment, null);
    assert.deepEqual(await allPayments(world.db), []);
    assert.equal((await plan(world)).status, 'pending');
  }));

test('a refunded upgrade takes the family’s people off, as any change to an individual plan does', () =>
  withPaymentWorld(async (world) => {
    await paid(world, ana, individualMonthly, daysAgo(10));
    const upgrade = await paid(world, ana, {
      plan: 'familiar',
      familySize: 2,
      frequency: 'monthly',
    });
    await asRole(world.db, memberClaims(ana.id), (tx) =>
      tx.query(
        "select public.add_family_member('Sofía López', 'LOGS150101MDFPRF09', '2015-01-01')",
      ),
    );
    const people = async () =>
      (await world.db.query<{ n: number }>('select count(*)::int as n from public.family_members'))
        .rows[0]!.n;
    assert.equal(await people(), 1);
    await refund(world, upgrade);
    assert.equal((await plan(world)).plan, 'individual');
    assert.equal(await people(), 0);
  }));
