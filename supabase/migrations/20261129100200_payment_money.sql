-- Issue 40, money: what the payment Edge Functions keep so that a payment always ends in a plan, a
-- refund, or a row an operator reads (docs/payments.md, docs/decisions.md "Issue 40: money").
--
--   payment_quotes    the amount quoted when create-payment made the PaymentIntent, keyed by its id.
--                     The webhook accepts that amount, so a voucher or a transfer issued before a price
--                     change and paid after it still buys the plan it was issued for.
--   payment_reversals refunds (charge.refunded) and disputes (charge.dispute.*) of a PaymentIntent.
--                     A reversing one takes its payment out of the plan: the plan is what the payments
--                     that still stand buy, replayed in the order record_payment recorded them.
--   payment_refusals  events the webhook answered 2xx without recording (a permanent refusal), so
--                     Stripe stops retrying and an operator lists them (npm run payments:refusals).
--
-- The tables live in schema payments_private, which the API does not expose and no API role may use:
-- only the service role reaches them, through the functions below (security definer, search_path '',
-- execute granted to service_role alone). record_payment and the other functions of the membership
-- contract are unchanged.
--
-- Refusals (SQLSTATE; the webhook treats the VM class as permanent):
--   VM050  Datos de reversión inválidos: …           (apply_payment_reversal: kind, status, reference)
--   VM051  Esa cotización ya se guardó con otros datos. (save_payment_quote: same intent, other quote)
--   VM052  Datos de cotización inválidos: …            (save_payment_quote: bad argument)
--   VM053  Datos de rechazo inválidos: …               (record_payment_refusal: bad argument)

create schema if not exists payments_private;
comment on schema payments_private is
  'Quotes, refunds/disputes and refused events of the payment Edge Functions; reached only through '
  'service-role functions in public.';
revoke all on schema payments_private from public;

-- ---------------------------------------------------------------------------------------------------
-- Tables

-- One row per PaymentIntent made by create-payment, written before the intent can be paid (a card's
-- client secret is handed out, or a voucher or transfer confirmed, only after this row exists).
-- `member` has no foreign key: the quote is a record of money asked for, kept when the account is
-- deleted so that a voucher paid afterwards is refused with a reason instead of vanishing.
create table payments_private.payment_quotes (
  intent_id text primary key check (intent_id ~ '^pi_[A-Za-z0-9]+$'),
  member uuid not null,
  customer_id text not null check (customer_id ~ '^cus_[A-Za-z0-9]+$'),
  plan text not null check (plan in ('individual', 'familiar')),
  family_size int not null check (family_size between 1 and 99),
  frequency text not null references public.payment_frequencies (id),
  method text not null check (method in ('card', 'oxxo', 'spei')),
  amount_cents bigint not null check (amount_cents > 0),
  currency text not null check (currency = 'mxn'),
  quoted_at timestamptz not null default now(),
  check (plan = 'familiar' or family_size = 1)
);

-- Refunds and disputes, one row per Stripe object (a Charge's refunds, a Dispute), keyed by kind and
-- that object's id; provider_ref is the PaymentIntent (payments.provider_ref). A row may come before
-- its payment is recorded (Stripe does not order events): recording the payment then applies it.
--   refund:  partial (no change: the terms give no partial refunds, a partial one is a courtesy) or
--            refunded (the whole amount: the payment no longer counts). refunded is final.
--   dispute: Stripe's statuses. Inquiries (warning_*) change nothing; an open chargeback
--            (needs_response, under_review) takes the payment out until it closes; won and
--            warning_closed put it back; lost and charge_refunded keep it out. Closed ones are final.
create table payments_private.payment_reversals (
  kind text not null check (kind in ('refund', 'dispute')),
  reversal_ref text not null check (char_length(reversal_ref) between 1 and 255),
  provider_ref text not null check (char_length(provider_ref) between 1 and 255),
  status text not null,
  reverses boolean not null,
  amount_cents bigint not null check (amount_cents >= 0),
  first_event_id text not null,
  last_event_id text not null,
  last_event_at timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (kind, reversal_ref)
);
create index payment_reversals_provider_ref on payments_private.payment_reversals (provider_ref);

-- Events answered 2xx without recording a payment or applying a reversal, for an operator. One row
-- per object, event type and reason; a redelivery counts in `deliveries` and moves last_seen_at.
create table payments_private.payment_refusals (
  id uuid primary key default gen_random_uuid(),
  provider_ref text not null check (char_length(provider_ref) between 1 and 255),
  event_type text not null check (char_length(event_type) between 1 and 100),
  reason text not null check (reason ~ '^[a-z][a-z_]{0,39}$'),
  detail text not null check (char_length(detail) between 1 and 2000),
  sqlstate text check (sqlstate ~ '^[0-9A-Z]{5}$'),
  member uuid,
  amount_cents bigint,
  currency text check (char_length(currency) <= 10),
  first_event_id text not null,
  last_event_id text not null,
  deliveries int not null default 1,
  first_seen_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  constraint payment_refusals_once unique (provider_ref, event_type, reason)
);
create index payment_refusals_last_seen on payments_private.payment_refusals (last_seen_at desc);

alter table payments_private.payment_quotes enable row level security;
alter table payments_private.payment_reversals enable row level security;
alter table payments_private.payment_refusals enable row level security;
revoke all on table
  payments_private.payment_quotes, payments_private.payment_reversals,
  payments_private.payment_refusals
  from public;

-- ---------------------------------------------------------------------------------------------------
-- The plan the standing payments buy

-- Replays a plan's payments that are not reversed, in the order record_payment recorded them and
-- with its rule (each extends from the due date, or from its payment when the due date has passed),
-- and writes the result on the plan: due date, and plan, size and frequency of the latest standing
-- payment. With no payment standing, the due date is the first payment's start (the plan is owed
-- from then, and the terms' grace, suspension and cancellation count from it) and the rest stays.
-- Returns whether the plan changed.
create function payments_private.replay_plan(plan_id uuid)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  m public.memberships;
  p record;
  latest record;
  due timestamptz;
  standing int := 0;
begin
  select * into m from public.memberships own where own.id = plan_id for update;
  if not found then
    return false;
  end if;
  for p in
    select pay.plan, pay.family_size, pay.frequency, pay.paid_at, f.months
      from public.payments pay
      join public.payment_frequencies f on f.id = pay.frequency
     where pay.membership_id = plan_id
       and not exists (
         select 1 from payments_private.payment_reversals r
          where r.provider_ref = pay.provider_ref and r.reverses
       )
     order by pay.recorded_at, pay.id
  loop
    due := membership_private.add_months(
      case when due is null or due < p.paid_at then p.paid_at else due end,
      p.months
    );
    latest := p;
    standing := standing + 1;
  end loop;
  if standing = 0 then
    select min(pay.period_start) into due from public.payments pay where pay.membership_id = plan_id;
    if due is null or due = m.next_payment_date then
      return false;
    end if;
    update public.memberships own set next_payment_date = due, updated_at = now()
     where own.id = plan_id;
    return true;
  end if;
  if (m.next_payment_date, m.plan, m.family_size, m.frequency)
    is not distinct from (due, latest.plan, latest.family_size, latest.frequency)
  then
    return false;
  end if;
  update public.memberships own
     set next_payment_date = due, plan = latest.plan, family_size = latest.family_size,
         frequency = latest.frequency, updated_at = now()
   where own.id = plan_id;
  return true;
end;
$$;
revoke all on function payments_private.replay_plan(uuid) from public;

-- What a plan looks like to the webhook's answer and the tests: status by the terms and due date.
create function payments_private.plan_summary(plan_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'status', membership_private.status_at(m.next_payment_date, now()),
    'plan', m.plan,
    'next_payment_date', membership_private.iso(m.next_payment_date)
  )
    from public.memberships m where m.id = plan_id
$$;
revoke all on function payments_private.plan_summary(uuid) from public;

-- ---------------------------------------------------------------------------------------------------
-- Service-role functions (PostgREST: POST /rest/v1/rpc/<name>)

-- create-payment keeps the quote of a PaymentIntent it made. The same intent again (an attempt
-- repeated: Stripe answers the same PaymentIntent) with the same quote changes nothing; with another
-- quote it refuses (VM051), which cannot happen unless Stripe's idempotency failed.
create function public.save_payment_quote(
  intent_id text,
  member uuid,
  customer_id text,
  plan text,
  family_size int,
  frequency text,
  method text,
  amount_cents bigint,
  currency text
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  kept payments_private.payment_quotes;
begin
  if intent_id is null or member is null or customer_id is null or plan is null
    or family_size is null or frequency is null or method is null or amount_cents is null
    or currency is null
  then
    raise exception 'Datos de cotización inválidos: falta un dato.' using errcode = 'VM052';
  end if;
  begin
    insert into payments_private.payment_quotes as q (
      intent_id, member, customer_id, plan, family_size, frequency, method, amount_cents, currency
    ) values (
      save_payment_quote.intent_id, save_payment_quote.member, save_payment_quote.customer_id,
      save_payment_quote.plan, save_payment_quote.family_size, save_payment_quote.frequency,
      save_payment_quote.method, save_payment_quote.amount_cents, save_payment_quote.currency
    )
    on conflict on constraint payment_quotes_pkey do nothing;
  exception
    when check_violation or foreign_key_violation then
      raise exception 'Datos de cotización inválidos: %', sqlerrm using errcode = 'VM052';
  end;
  select * into kept from payments_private.payment_quotes q
   where q.intent_id = save_payment_quote.intent_id;
  if (kept.member, kept.customer_id, kept.plan, kept.family_size, kept.frequency, kept.method,
      kept.amount_cents, kept.currency)
    is distinct from
     (save_payment_quote.member, save_payment_quote.customer_id, save_payment_quote.plan,
      save_payment_quote.family_size, save_payment_quote.frequency, save_payment_quote.method,
      save_payment_quote.amount_cents, save_payment_quote.currency)
  then
    raise exception 'Esa cotización ya se guardó con otros datos.' using errcode = 'VM051';
  end if;
end;
$$;

-- The quote of a PaymentIntent, or null when create-payment made none (an intent from before quotes,
-- or not made by this app).
create function public.payment_quote(intent_id text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'intent_id', q.intent_id, 'member', q.member, 'customer_id', q.customer_id, 'plan', q.plan,
    'family_size', q.family_size, 'frequency', q.frequency, 'method', q.method,
    'amount_cents', q.amount_cents, 'currency', q.currency,
    'quoted_at', membership_private.iso(q.quoted_at)
  )
    from payments_private.payment_quotes q where q.intent_id = payment_quote.intent_id
$$;

-- The webhook reports a refund or a dispute of the PaymentIntent provider_ref. Keeps the object's
-- latest status (a closed dispute or a full refund is final: a late or repeated event cannot reopen
-- it), then, when the payment is recorded, replays its plan. Idempotent: the same event again, or
-- another with the same status, changes nothing. Returns {status, reverses, payment, member, changed,
-- plan} (payment, member and plan null while the payment is not recorded).
create function public.apply_payment_reversal(
  kind text,
  reversal_ref text,
  provider_ref text,
  status text,
  amount_cents bigint,
  event_id text,
  event_at timestamptz
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  ref text := btrim(coalesce(apply_payment_reversal.provider_ref, ''));
  object_ref text := btrim(coalesce(apply_payment_reversal.reversal_ref, ''));
  wanted text := btrim(coalesce(apply_payment_reversal.status, ''));
  known text[] := case apply_payment_reversal.kind
    when 'refund' then array['partial', 'refunded']
    when 'dispute' then array[
      'warning_needs_response', 'warning_under_review', 'warning_closed', 'needs_response',
      'under_review', 'won', 'lost', 'charge_refunded']
  end;
  final constant text[] := array['refunded', 'warning_closed', 'won', 'lost', 'charge_refunded'];
  reversing constant text[] := array[
    'refunded', 'needs_response', 'under_review', 'lost', 'charge_refunded'];
  earlier payments_private.payment_reversals;
  kept text;
  payment public.payments;
  changed boolean := false;
begin
  if known is null then
    raise exception 'Datos de reversión inválidos: el tipo debe ser refund o dispute.'
      using errcode = 'VM050';
  end if;
  if not wanted = any(known) then
    raise exception 'Datos de reversión inválidos: estado desconocido (%).', wanted
      using errcode = 'VM050';
  end if;
  if ref = '' or object_ref = '' or event_id is null or event_at is null
    or amount_cents is null or amount_cents < 0
  then
    raise exception 'Datos de reversión inválidos: faltan la referencia, el evento o el importe.'
      using errcode = 'VM050';
  end if;
  -- The lock record_payment takes for this reference: a reversal and the recording of its payment
  -- never run at once, so whichever comes second sees the other.
  perform pg_advisory_xact_lock(hashtextextended('record_payment:' || ref, 0));
  select * into earlier from payments_private.payment_reversals r
   where r.kind = apply_payment_reversal.kind and r.reversal_ref = object_ref
   for update;
  if found then
    if earlier.provider_ref <> ref then
      raise exception 'Datos de reversión inválidos: % es de otro pago.', object_ref
        using errcode = 'VM050';
    end if;
    kept := case when earlier.status = any(final) then earlier.status else wanted end;
    update payments_private.payment_reversals r
       set status = kept,
           reverses = kept = any(reversing),
           amount_cents = case when kept = earlier.status and earlier.status = any(final)
                            then r.amount_cents else apply_payment_reversal.amount_cents end,
           last_event_id = apply_payment_reversal.event_id,
           last_event_at = greatest(r.last_event_at, apply_payment_reversal.event_at),
           updated_at = now()
     where r.kind = apply_payment_reversal.kind and r.reversal_ref = object_ref;
  else
    kept := wanted;
    insert into payments_private.payment_reversals (
      kind, reversal_ref, provider_ref, status, reverses, amount_cents, first_event_id,
      last_event_id, last_event_at
    ) values (
      apply_payment_reversal.kind, object_ref, ref, kept, kept = any(reversing),
      apply_payment_reversal.amount_cents, apply_payment_reversal.event_id,
      apply_payment_reversal.event_id, apply_payment_reversal.event_at
    );
  end if;
  select * into payment from public.payments p where p.provider_ref = ref;
  if found then
    changed := payments_private.replay_plan(payment.membership_id);
  end if;
  return jsonb_build_object(
    'status', kept,
    'reverses', kept = any(reversing),
    'payment', payment.id,
    'member', payment.member_id,
    'changed', changed,
    'plan', payments_private.plan_summary(payment.membership_id)
  );
end;
$$;

-- After record_payment, the webhook applies the refunds and disputes that came before the payment
-- was recorded. Returns {reversed, changed, plan}; with no reversal of provider_ref it does nothing.
create function public.settle_payment_reversals(provider_ref text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  ref text := btrim(coalesce(settle_payment_reversals.provider_ref, ''));
  payment public.payments;
  changed boolean := false;
begin
  perform pg_advisory_xact_lock(hashtextextended('record_payment:' || ref, 0));
  if not exists (select 1 from payments_private.payment_reversals r where r.provider_ref = ref) then
    return jsonb_build_object('reversed', false, 'changed', false, 'plan', null);
  end if;
  select * into payment from public.payments p where p.provider_ref = ref;
  if found then
    changed := payments_private.replay_plan(payment.membership_id);
  end if;
  return jsonb_build_object(
    'reversed', exists (
      select 1 from payments_private.payment_reversals r where r.provider_ref = ref and r.reverses
    ),
    'changed', changed,
    'plan', payments_private.plan_summary(payment.membership_id)
  );
end;
$$;

-- The webhook keeps an event it answers 2xx without acting on (a permanent refusal). The same object,
-- event type and reason again adds a delivery to the same row. Returns the row's id.
create function public.record_payment_refusal(
  provider_ref text,
  event_id text,
  event_type text,
  reason text,
  detail text,
  sql_state text default null,
  member uuid default null,
  amount_cents bigint default null,
  currency text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  refusal_id uuid;
begin
  if provider_ref is null or event_id is null or event_type is null or reason is null
    or detail is null
  then
    raise exception 'Datos de rechazo inválidos: falta un dato.' using errcode = 'VM053';
  end if;
  begin
    insert into payments_private.payment_refusals as r (
      provider_ref, event_type, reason, detail, sqlstate, member, amount_cents, currency,
      first_event_id, last_event_id
    ) values (
      left(record_payment_refusal.provider_ref, 255), left(record_payment_refusal.event_type, 100),
      record_payment_refusal.reason,
      left(coalesce(nullif(record_payment_refusal.detail, ''), '-'), 2000),
      record_payment_refusal.sql_state, record_payment_refusal.member,
      record_payment_refusal.amount_cents, left(record_payment_refusal.currency, 10),
      record_payment_refusal.event_id, record_payment_refusal.event_id
    )
    on conflict on constraint payment_refusals_once do update
      set detail = excluded.detail,
          sqlstate = excluded.sqlstate,
          member = coalesce(excluded.member, r.member),
          amount_cents = coalesce(excluded.amount_cents, r.amount_cents),
          currency = coalesce(excluded.currency, r.currency),
          last_event_id = excluded.last_event_id,
          deliveries = r.deliveries + 1,
          last_seen_at = now()
    returning r.id into refusal_id;
  exception
    when check_violation then
      raise exception 'Datos de rechazo inválidos: %', sqlerrm using errcode = 'VM053';
  end;
  return refusal_id;
end;
$$;

-- What the operator lists (npm run payments:refusals): refusals last seen at or after `since` (all
-- when null), newest first, at most max_rows (1 to 1000).
create function public.list_payment_refusals(
  since timestamptz default null,
  max_rows int default 100
)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', r.id, 'provider_ref', r.provider_ref, 'event_type', r.event_type, 'reason', r.reason,
      'detail', r.detail, 'sqlstate', r.sqlstate, 'member', r.member,
      'amount_cents', r.amount_cents, 'currency', r.currency,
      'first_event_id', r.first_event_id, 'last_event_id', r.last_event_id,
      'deliveries', r.deliveries,
      'first_seen_at', membership_private.iso(r.first_seen_at),
      'last_seen_at', membership_private.iso(r.last_seen_at)
    ) order by r.last_seen_at desc, r.id), '[]'::jsonb)
    from (
      select * from payments_private.payment_refusals r
       where list_payment_refusals.since is null or r.last_seen_at >= list_payment_refusals.since
       order by r.last_seen_at desc, r.id
       limit greatest(1, least(coalesce(list_payment_refusals.max_rows, 100), 1000))
    ) r
$$;

-- Only the service role (the Edge Functions and the operator's command, with the service role key)
-- calls these; Supabase's default privileges gave them to anon and authenticated too.
revoke all on function
  public.save_payment_quote(text, uuid, text, text, int, text, text, bigint, text),
  public.payment_quote(text),
  public.apply_payment_reversal(text, text, text, text, bigint, text, timestamptz),
  public.settle_payment_reversals(text),
  public.record_payment_refusal(text, text, text, text, text, text, uuid, bigint, text),
  public.list_payment_refusals(timestamptz, int)
  from public, anon, authenticated, service_role;
grant execute on function
  public.save_payment_quote(text, uuid, text, text, int, text, text, bigint, text),
  public.payment_quote(text),
  public.apply_payment_reversal(text, text, text, text, bigint, text, timestamptz),
  public.settle_payment_reversals(text),
  public.record_payment_refusal(text, text, text, text, text, text, uuid, bigint, text),
  public.list_payment_refusals(timestamptz, int)
  to service_role;
