-- The membership on the server (issue 29): plans, payments, families, enterprise codes and coverage
-- uses, which members change only through the functions below (../shared/contracts/membership.md).
-- Members get `select` on the rows that concern them (row-level security) and `execute` on the
-- functions; no member has insert, update or delete on any of these tables, and anon has nothing.
--
-- Every function is `security definer` with `set search_path = ''`, takes the caller from auth.uid()
-- and refuses with a Spanish message and a stable SQLSTATE per reason:
--
--   42501  Inicia sesión para continuar.                             (no signed-in caller)
--   VM001  Ese servicio no existe en tu cobertura.                    (register: unknown service)
--   VM002  Tu plan no está activo.                                    (register: plan not active / none)
--   VM003  Ya usaste todos los eventos de este servicio en este periodo.        (register: cap reached)
--   VM004  No encontramos ese uso.                                    (undo: no such use of the caller's)
--   VM005  Solo puedes deshacer un uso en los 10 minutos siguientes a registrarlo. (undo: too late)
--   VM010  El código ingresado no es válido o ha expirado.            (join: unknown family code)
--   VM011  Esta familia ya está completa.                             (join / add: family full)
--   VM012  El plan de esta familia no está activo.                    (join: family plan not active)
--   VM013  Ya tienes un plan o perteneces a una familia.              (join: caller has a plan)
--   VM020  Solo el titular de un plan familiar activo puede agregar miembros. (add: not the holder)
--   VM021  Escribe el nombre completo.                                (add / update: name missing)
--   VM022  El CURP debe tener 18 caracteres.                          (add / update: CURP)
--   VM023  Escribe la fecha de nacimiento. / La fecha de nacimiento no puede ser posterior a hoy.
--   VM024  Ese miembro no está en tu familia.                         (update / remove: unknown id)
--   VM025  Solo el titular del plan puede cambiar a los miembros.     (update / remove: not a holder)
--   VM030  Datos de pago inválidos: …                                 (record_payment: bad argument)
--   VM031  Esa referencia de pago ya se registró para otro miembro.   (record_payment: ref reused)
--   VM032  Ese miembro no existe.                                     (record_payment: unknown user)
--   VM040  El código ingresado no es válido o ha expirado.            (enterprise code unknown/used up)
--
-- Terms (spec §4, content/legal/terminos.mdx, src/domain/planStatus.ts): the status comes from the
-- due date (`next_payment_date`): active until 72 hours after it, suspended until 360 hours after
-- it, then cancelled (fractions of a day count); no payment: pending. Calendar months are added in
-- Mexico City time, so a payment on the 31st is next due on the last day of a shorter month.
--
-- Periods: each payment covers [period_start, period_end): from the current due date, or from the
-- payment when there is none or it has passed, for the frequency's months. The current period is
-- the latest one that has started, so the grace days after a due date stay in the period that ended.
--
-- Coverage counts are SHARED by everyone on a plan (the holder, added people and joined members):
-- the catalogue counts events "per membership" (schemas/coverage-services.schema.json) and its cards
-- say "Incluido en tu membresía"; a family plan is one membership with one due date and one code, and
-- an added child has no account to register uses of their own. See docs/membership-server.md.
--
-- The caps (coverage_caps) and the frequencies' months (payment_frequencies) are filled by a migration
-- generated from content/ (scripts/generate-coverage-caps.ts); content validation fails when it drifts.

create schema if not exists membership_private;
comment on schema membership_private is
  'Helpers of the membership tables'' policies and functions; not exposed through the API.';
revoke all on schema membership_private from public;
grant usage on schema membership_private to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- Tables

-- What a plan can be paid for: filled from content/pricing/pricing.json by the generated migration.
create table public.payment_frequencies (
  id text primary key check (id ~ '^[a-z0-9_]+$'),
  months int not null check (months between 1 and 120),
  retired boolean not null default false
);

-- The coverage services' events per period: filled from content/coverage/ by the generated migration.
-- A service that leaves the catalogue is marked retired (its past uses keep their reference).
create table public.coverage_caps (
  service_id text primary key check (service_id ~ '^[a-z0-9]+(_[a-z0-9]+)*$'),
  events int not null check (events between 0 and 99),
  unlimited boolean not null,
  retired boolean not null default false,
  check (unlimited = (events = 0))
);

-- One plan per holder: what the latest payment bought and when the next one is due.
create table public.memberships (
  id uuid primary key default gen_random_uuid(),
  holder_id uuid not null unique references auth.users (id) on delete cascade,
  plan text not null check (plan in ('individual', 'familiar')),
  family_size int not null check (family_size between 1 and 99),
  frequency text not null references public.payment_frequencies (id),
  next_payment_date timestamptz not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (plan = 'familiar' or family_size = 1)
);

-- Confirmed payments, written only by record_payment; never changed afterwards.
create table public.payments (
  id uuid primary key default gen_random_uuid(),
  membership_id uuid not null references public.memberships (id) on delete cascade,
  member_id uuid not null references auth.users (id) on delete cascade,
  plan text not null check (plan in ('individual', 'familiar')),
  family_size int not null check (family_size between 1 and 99),
  frequency text not null references public.payment_frequencies (id),
  amount_cents bigint not null check (amount_cents >= 0),
  provider_ref text not null unique check (char_length(provider_ref) between 1 and 255),
  paid_at timestamptz not null,
  period_start timestamptz not null,
  period_end timestamptz not null,
  recorded_at timestamptz not null default now(),
  check (period_end > period_start)
);
create index payments_membership_period on public.payments (membership_id, period_start desc);

-- A family plan's family, created with its first payment, and the code its members join with.
create table public.families (
  id uuid primary key default gen_random_uuid(),
  membership_id uuid not null unique references public.memberships (id) on delete cascade,
  code text not null unique check (code ~ '^FAM-[0-9A-Z]{8}$'),
  created_at timestamptz not null default now()
);

-- The people a family plan covers besides the holder: added people (name, CURP, birth date, no
-- account: user_id null) and members who joined with the code (user_id set; their name is their
-- account's). A person belongs to one family at most.
create table public.family_members (
  id uuid primary key default gen_random_uuid(),
  family_id uuid not null references public.families (id) on delete cascade,
  user_id uuid unique references auth.users (id) on delete cascade,
  name text check (char_length(name) between 1 and 120),
  curp text check (curp ~ '^\S{18}$'),
  birth_date date,
  added_at timestamptz not null default clock_timestamp(),
  check (
    (user_id is null and name is not null and curp is not null and birth_date is not null)
    or (user_id is not null and name is null and curp is null and birth_date is null)
  )
);
create index family_members_family on public.family_members (family_id, added_at);
create unique index family_members_curp on public.family_members (family_id, curp)
  where curp is not null;

-- Companies' codes (EMP-…): seats redeemed one per member, until used up or expired.
create table public.enterprise_codes (
  code text primary key check (code ~ '^EMP-[0-9A-Z-]{1,40}$'),
  company text not null check (char_length(company) between 1 and 200),
  seats int not null check (seats >= 0),
  expires_at timestamptz,
  created_at timestamptz not null default now()
);

create table public.enterprise_redemptions (
  code text not null references public.enterprise_codes (code) on delete cascade,
  user_id uuid not null unique references auth.users (id) on delete cascade,
  redeemed_at timestamptz not null default now(),
  primary key (code, user_id)
);

-- The coverage-use ledger: one row per use, appended by register_coverage_use. Rows are never
-- changed, except undone_at, set once by undo_coverage_use (the row stays, out of every count).
-- period_start is the plan period the use counts in.
create table public.coverage_uses (
  id uuid primary key default gen_random_uuid(),
  membership_id uuid not null references public.memberships (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  service_id text not null references public.coverage_caps (service_id),
  period_start timestamptz not null,
  used_at timestamptz not null default now(),
  undone_at timestamptz
);
create index coverage_uses_period on public.coverage_uses (membership_id, period_start, service_id)
  where undone_at is null;
create index coverage_uses_user on public.coverage_uses (user_id, used_at desc);

-- Payments never change, and a use only ever gains its undone_at. (Deletes stay possible for the
-- cascade of a deleted account; no member has a grant to delete.)
create function membership_private.guard_ledger()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_table_name = 'coverage_uses'
    and old.undone_at is null and new.undone_at is not null
    and (to_jsonb(old) - 'undone_at') = (to_jsonb(new) - 'undone_at')
  then
    return new;
  end if;
  raise exception 'Los registros de % no se modifican.', tg_table_name using errcode = '55000';
end;
$$;

create trigger payments_append_only before update on public.payments
  for each row execute function membership_private.guard_ledger();
create trigger coverage_uses_append_only before update on public.coverage_uses
  for each row execute function membership_private.guard_ledger();

-- ---------------------------------------------------------------------------------------------------
-- Helpers (not callable through the API: the schema is not exposed)

-- The caller, or 42501 when nobody is signed in.
create function membership_private.caller()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception 'Inicia sesión para continuar.' using errcode = '42501';
  end if;
  return uid;
end;
$$;

-- The plan a member is on: the family they joined, else their own; null when none.
create function membership_private.membership_of(uid uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select f.membership_id
       from public.family_members fm join public.families f on f.id = fm.family_id
      where fm.user_id = uid),
    (select m.id from public.memberships m where m.holder_id = uid)
  )
$$;

-- For the policies: the caller's plan and family, evaluated once per statement.
create function membership_private.my_membership_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select membership_private.membership_of(auth.uid())
$$;

create function membership_private.my_family_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select f.id from public.families f where f.membership_id = membership_private.my_membership_id()
$$;

-- The terms: active until 72 h after the due date, suspended until 360 h after it, then cancelled.
create function membership_private.status_at(due timestamptz, at timestamptz)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when due is null then 'pending'
    when at <= due + interval '72 hours' then 'active'
    when at <= due + interval '360 hours' then 'suspended'
    else 'cancelled'
  end
$$;

-- `months` calendar months after `start`, counted on Mexico City's calendar.
create function membership_private.add_months(start timestamptz, months int)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select ((start at time zone 'America/Mexico_City') + make_interval(months => months))
    at time zone 'America/Mexico_City'
$$;

-- The start of the plan period that contains `at` (grace days included): the latest that began.
create function membership_private.period_start_at(plan_id uuid, at timestamptz)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select p.period_start from public.payments p
   where p.membership_id = plan_id and p.period_start <= at
   order by p.period_start desc
   limit 1
$$;

-- An instant as JavaScript writes it (toISOString), whatever the session's time zone.
create function membership_private.iso(at timestamptz)
returns text
language sql
immutable
set search_path = ''
as $$
  select to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;

-- A new family code: FAM- and 8 characters without 0/O or 1/I, 40 random bits from the server's
-- random UUIDs; a clash with an existing code draws again.
create function membership_private.new_family_code()
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  alphabet constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  bytes bytea;
  candidate text;
begin
  loop
    bytes := uuid_send(gen_random_uuid());
    candidate := 'FAM-';
    for position in 0..7 loop
      candidate := candidate || substr(alphabet, 1 + (get_byte(bytes, position) % 32), 1);
    end loop;
    exit when not exists (select 1 from public.families f where f.code = candidate);
  end loop;
  return candidate;
end;
$$;

-- The checks the profile makes (content/forms/profile.json, src/features/profile/profileErrors.ts):
-- a name, an 18-character CURP (trimmed, upper case), a birth date not after today. "Today" is the
-- calendar day in Mexico's easternmost zone (America/Cancun), so no date a member's phone in Mexico
-- calls today is refused.
create function membership_private.checked_person(
  name text, curp text, birth_date date,
  out clean_name text, out clean_curp text
)
language plpgsql
stable
set search_path = ''
as $$
begin
  clean_name := btrim(coalesce(name, ''));
  if clean_name = '' or char_length(clean_name) > 120 then
    raise exception 'Escribe el nombre completo.' using errcode = 'VM021';
  end if;
  clean_curp := upper(btrim(coalesce(curp, '')));
  if char_length(clean_curp) <> 18 or clean_curp ~ '\s' then
    raise exception 'El CURP debe tener 18 caracteres.' using errcode = 'VM022';
  end if;
  if birth_date is null then
    raise exception 'Escribe la fecha de nacimiento.' using errcode = 'VM023';
  end if;
  if birth_date > (now() at time zone 'America/Cancun')::date then
    raise exception 'La fecha de nacimiento no puede ser posterior a hoy.' using errcode = 'VM023';
  end if;
end;
$$;

-- A person's name as their account gives it (user metadata `name`), else their e-mail.
create function membership_private.account_name(uid uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(nullif(btrim(u.raw_user_meta_data ->> 'name'), ''), u.email, 'Miembro')
    from auth.users u where u.id = uid
$$;

-- The holder's family for changes to its members: the family row, or VM025.
create function membership_private.held_family(uid uuid)
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  family uuid;
begin
  select f.id into family
    from public.memberships m join public.families f on f.membership_id = m.id
   where m.holder_id = uid;
  if family is null then
    raise exception 'Solo el titular del plan puede cambiar a los miembros.' using errcode = 'VM025';
  end if;
  return family;
end;
$$;

revoke all on all functions in schema membership_private from public, anon, authenticated;
grant execute on function membership_private.my_membership_id(), membership_private.my_family_id()
  to authenticated;

-- ---------------------------------------------------------------------------------------------------
-- The contract's functions

create function public.my_membership()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  uid uuid := membership_private.caller();
  plan_id uuid := membership_private.membership_of(uid);
  m public.memberships;
  family public.families;
  period timestamptz;
begin
  if plan_id is null then
    return jsonb_build_object(
      'status', 'pending', 'role', null, 'plan', null, 'family_size', null, 'frequency', null,
      'next_payment_date', null, 'family_code', null, 'members', '[]'::jsonb, 'uses', '{}'::jsonb
    );
  end if;
  select * into m from public.memberships where id = plan_id;
  select * into family from public.families f where f.membership_id = plan_id;
  period := membership_private.period_start_at(plan_id, now());
  return jsonb_build_object(
    'status', membership_private.status_at(m.next_payment_date, now()),
    'role', case when m.holder_id = uid then 'holder' else 'member' end,
    'plan', m.plan,
    'family_size', m.family_size,
    'frequency', m.frequency,
    'next_payment_date', membership_private.iso(m.next_payment_date),
    'family_code', case when m.plan = 'familiar' then family.code end,
    'members', jsonb_build_array(jsonb_build_object(
        'id', m.holder_id, 'name', membership_private.account_name(m.holder_id), 'role', 'holder'
      )) || coalesce((
        select jsonb_agg(jsonb_build_object(
            'id', coalesce(fm.user_id, fm.id),
            'name', coalesce(fm.name, membership_private.account_name(fm.user_id)),
            'role', 'member'
          ) order by fm.added_at, fm.id)
          from public.family_members fm where fm.family_id = family.id
      ), '[]'::jsonb),
    'uses', coalesce((
        select jsonb_object_agg(counted.service_id, counted.uses)
          from (
            select u.service_id, count(*) as uses
              from public.coverage_uses u
             where u.membership_id = plan_id and u.period_start = period and u.undone_at is null
             group by u.service_id
          ) counted
      ), '{}'::jsonb)
  );
end;
$$;

create function public.my_payments()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
      'id', p.id, 'plan', p.plan, 'family_size', p.family_size, 'frequency', p.frequency,
      'amount_cents', p.amount_cents, 'provider_ref', p.provider_ref,
      'paid_at', membership_private.iso(p.paid_at),
      'period_start', membership_private.iso(p.period_start),
      'period_end', membership_private.iso(p.period_end)
    ) order by p.paid_at desc, p.recorded_at desc), '[]'::jsonb)
    from public.payments p
   where p.membership_id = membership_private.membership_of(membership_private.caller())
$$;

create function public.register_coverage_use(service_id text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := membership_private.caller();
  plan_id uuid := membership_private.membership_of(uid);
  m public.memberships;
  cap public.coverage_caps;
  period timestamptz;
  use_id uuid;
begin
  select * into cap from public.coverage_caps c
   where c.service_id = register_coverage_use.service_id and not c.retired;
  if not found then
    raise exception 'Ese servicio no existe en tu cobertura.' using errcode = 'VM001';
  end if;
  -- The plan's row is locked so that two uses at once cannot both take the last event.
  select * into m from public.memberships where id = plan_id for update;
  if not found or membership_private.status_at(m.next_payment_date, now()) <> 'active' then
    raise exception 'Tu plan no está activo.' using errcode = 'VM002';
  end if;
  period := membership_private.period_start_at(plan_id, now());
  if not cap.unlimited and (
    select count(*) from public.coverage_uses u
     where u.membership_id = plan_id and u.period_start = period
       and u.service_id = cap.service_id and u.undone_at is null
  ) >= cap.events then
    raise exception 'Ya usaste todos los eventos de este servicio en este periodo.'
      using errcode = 'VM003';
  end if;
  insert into public.coverage_uses (membership_id, user_id, service_id, period_start)
  values (plan_id, uid, cap.service_id, period)
  returning id into use_id;
  return use_id;
end;
$$;

create function public.undo_coverage_use(use_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := membership_private.caller();
  used public.coverage_uses;
begin
  select * into used from public.coverage_uses u
   where u.id = use_id and u.user_id = uid and u.undone_at is null
   for update;
  if not found then
    raise exception 'No encontramos ese uso.' using errcode = 'VM004';
  end if;
  if now() - used.used_at >= interval '10 minutes' then
    raise exception 'Solo puedes deshacer un uso en los 10 minutos siguientes a registrarlo.'
      using errcode = 'VM005';
  end if;
  update public.coverage_uses set undone_at = now() where id = used.id;
end;
$$;

create function public.join_family(code text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := membership_private.caller();
  family public.families;
  m public.memberships;
begin
  select * into family from public.families f
   where f.code = upper(btrim(coalesce(join_family.code, '')));
  if not found then
    raise exception 'El código ingresado no es válido o ha expirado.' using errcode = 'VM010';
  end if;
  if exists (select 1 from public.memberships own where own.holder_id = uid)
    or exists (select 1 from public.family_members fm where fm.user_id = uid)
  then
    raise exception 'Ya tienes un plan o perteneces a una familia.' using errcode = 'VM013';
  end if;
  select * into m from public.memberships where id = family.membership_id for update;
  if m.plan <> 'familiar' or membership_private.status_at(m.next_payment_date, now()) <> 'active'
  then
    raise exception 'El plan de esta familia no está activo.' using errcode = 'VM012';
  end if;
  if 1 + (select count(*) from public.family_members fm where fm.family_id = family.id)
    >= m.family_size
  then
    raise exception 'Esta familia ya está completa.' using errcode = 'VM011';
  end if;
  insert into public.family_members (family_id, user_id) values (family.id, uid);
end;
$$;

create function public.add_family_member(name text, curp text, birth_date date)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := membership_private.caller();
  m public.memberships;
  family public.families;
  person record;
  member_id uuid;
begin
  select * into m from public.memberships own where own.holder_id = uid for update;
  if not found or m.plan <> 'familiar'
    or membership_private.status_at(m.next_payment_date, now()) <> 'active'
  then
    raise exception 'Solo el titular de un plan familiar activo puede agregar miembros.'
      using errcode = 'VM020';
  end if;
  select * into family from public.families f where f.membership_id = m.id;
  select * into person from membership_private.checked_person(name, curp, birth_date);
  if 1 + (select count(*) from public.family_members fm where fm.family_id = family.id)
    >= m.family_size
  then
    raise exception 'Esta familia ya está completa.' using errcode = 'VM011';
  end if;
  insert into public.family_members (family_id, name, curp, birth_date)
  values (family.id, person.clean_name, person.clean_curp, add_family_member.birth_date)
  returning id into member_id;
  return member_id;
end;
$$;

-- Not in the contract: the holder corrects an added person's name, CURP or birth date.
create function public.update_family_member(member_id uuid, name text, curp text, birth_date date)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  family uuid := membership_private.held_family(membership_private.caller());
  person record;
begin
  select * into person from membership_private.checked_person(name, curp, birth_date);
  update public.family_members fm
     set name = person.clean_name, curp = person.clean_curp,
         birth_date = update_family_member.birth_date
   where fm.id = member_id and fm.family_id = family and fm.user_id is null;
  if not found then
    raise exception 'Ese miembro no está en tu familia.' using errcode = 'VM024';
  end if;
end;
$$;

create function public.remove_family_member(member_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  family uuid := membership_private.held_family(membership_private.caller());
begin
  delete from public.family_members fm
   where fm.family_id = family
     and ((fm.user_id is null and fm.id = member_id) or fm.user_id = member_id);
  if not found then
    raise exception 'Ese miembro no está en tu familia.' using errcode = 'VM024';
  end if;
end;
$$;

create function public.record_payment(
  member uuid,
  plan text,
  family_size int,
  frequency text,
  amount_cents bigint,
  provider_ref text,
  paid_at timestamptz
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  ref text := btrim(coalesce(provider_ref, ''));
  earlier public.payments;
  months int;
  size int;
  m public.memberships;
  starts timestamptz;
  ends timestamptz;
  payment_id uuid;
begin
  if ref = '' or member is null or paid_at is null then
    raise exception 'Datos de pago inválidos: faltan el miembro, la referencia o la fecha.'
      using errcode = 'VM030';
  end if;
  -- One reference at a time, so a webhook delivered twice at once records one payment.
  perform pg_advisory_xact_lock(hashtextextended('record_payment:' || ref, 0));
  select * into earlier from public.payments p where p.provider_ref = ref;
  if found then
    if earlier.member_id <> member then
      raise exception 'Esa referencia de pago ya se registró para otro miembro.'
        using errcode = 'VM031';
    end if;
    return earlier.id;
  end if;
  if plan is null or plan not in ('individual', 'familiar') then
    raise exception 'Datos de pago inválidos: el plan debe ser individual o familiar.'
      using errcode = 'VM030';
  end if;
  select f.months into months from public.payment_frequencies f
   where f.id = frequency and not f.retired;
  if months is null then
    raise exception 'Datos de pago inválidos: frecuencia desconocida.' using errcode = 'VM030';
  end if;
  -- The individual plan covers one person whatever size is sent; a family at least two.
  size := case when plan = 'individual' then 1 else family_size end;
  if size is null or size < 2 and plan = 'familiar' or size > 99 then
    raise exception 'Datos de pago inválidos: una familia cubre de 2 a 99 personas.'
      using errcode = 'VM030';
  end if;
  if amount_cents is null or amount_cents < 0 then
    raise exception 'Datos de pago inválidos: el importe no puede ser negativo.'
      using errcode = 'VM030';
  end if;
  if not exists (select 1 from auth.users u where u.id = member) then
    raise exception 'Ese miembro no existe.' using errcode = 'VM032';
  end if;

  -- A member who joined a family and now pays a plan of their own leaves that family and holds it.
  delete from public.family_members fm where fm.user_id = member;
  select * into m from public.memberships own where own.holder_id = member for update;
  starts := case
    when m.id is null or m.next_payment_date < paid_at then paid_at
    else m.next_payment_date
  end;
  ends := membership_private.add_months(starts, months);
  if m.id is null then
    insert into public.memberships (holder_id, plan, family_size, frequency, next_payment_date)
    values (member, plan, size, frequency, ends)
    returning * into m;
  else
    update public.memberships own
       set plan = record_payment.plan, family_size = size, frequency = record_payment.frequency,
           next_payment_date = ends, updated_at = now()
     where own.id = m.id;
  end if;
  insert into public.payments (
    membership_id, member_id, plan, family_size, frequency, amount_cents, provider_ref, paid_at,
    period_start, period_end
  ) values (
    m.id, member, plan, size, frequency, amount_cents, ref, paid_at, starts, ends
  ) returning id into payment_id;
  if plan = 'familiar' and not exists (select 1 from public.families f where f.membership_id = m.id)
  then
    insert into public.families (membership_id, code)
    values (m.id, membership_private.new_family_code());
  end if;
  return payment_id;
end;
$$;

-- Not in the contract: registration with a company's code (spec §5 'EMP-…'). Takes one seat for the
-- caller and returns {code, company}; the same member again gets the same answer without a second
-- seat. An unknown, expired or used-up code: 'El código ingresado no es válido o ha expirado.'
create function public.redeem_enterprise_code(code text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := membership_private.caller();
  wanted text := upper(btrim(coalesce(code, '')));
  found_code public.enterprise_codes;
begin
  select * into found_code from public.enterprise_codes e where e.code = wanted for update;
  if found
    and exists (select 1 from public.enterprise_redemptions r where r.code = wanted and r.user_id = uid)
  then
    return jsonb_build_object('code', found_code.code, 'company', found_code.company);
  end if;
  if not found
    or (found_code.expires_at is not null and found_code.expires_at <= now())
    or (select count(*) from public.enterprise_redemptions r where r.code = wanted)
      >= found_code.seats
    or exists (select 1 from public.enterprise_redemptions r where r.user_id = uid)
  then
    raise exception 'El código ingresado no es válido o ha expirado.' using errcode = 'VM040';
  end if;
  insert into public.enterprise_redemptions (code, user_id) values (wanted, uid);
  return jsonb_build_object('code', found_code.code, 'company', found_code.company);
end;
$$;

-- ---------------------------------------------------------------------------------------------------
-- Who may call what: members the member functions, the service role alone record_payment, anon
-- nothing (Supabase's default privileges give every new function to all three roles).

revoke all on function
  public.my_membership(), public.my_payments(), public.register_coverage_use(text),
  public.undo_coverage_use(uuid), public.join_family(text),
  public.add_family_member(text, text, date), public.update_family_member(uuid, text, text, date),
  public.remove_family_member(uuid), public.redeem_enterprise_code(text),
  public.record_payment(uuid, text, int, text, bigint, text, timestamptz)
  from public, anon, authenticated, service_role;
grant execute on function
  public.my_membership(), public.my_payments(), public.register_coverage_use(text),
  public.undo_coverage_use(uuid), public.join_family(text),
  public.add_family_member(text, text, date), public.update_family_member(uuid, text, text, date),
  public.remove_family_member(uuid), public.redeem_enterprise_code(text)
  to authenticated;
grant execute on function public.record_payment(uuid, text, int, text, bigint, text, timestamptz)
  to service_role;

-- ---------------------------------------------------------------------------------------------------
-- Row-level security: a member reads the rows of the plan they are on (their own or the family
-- they joined); select only. The service role keeps Supabase's default (it bypasses row-level
-- security; it is never used in the browser).

alter table public.payment_frequencies enable row level security;
alter table public.coverage_caps enable row level security;
alter table public.memberships enable row level security;
alter table public.payments enable row level security;
alter table public.families enable row level security;
alter table public.family_members enable row level security;
alter table public.enterprise_codes enable row level security;
alter table public.enterprise_redemptions enable row level security;
alter table public.coverage_uses enable row level security;

create policy "payment_frequencies: members read them" on public.payment_frequencies
  for select to authenticated using (true);
create policy "coverage_caps: members read them" on public.coverage_caps
  for select to authenticated using (true);
create policy "memberships: members read their plan" on public.memberships
  for select to authenticated using (id = (select membership_private.my_membership_id()));
create policy "payments: members read their plan's payments" on public.payments
  for select to authenticated
  using (membership_id = (select membership_private.my_membership_id()));
create policy "families: members read their family" on public.families
  for select to authenticated
  using (membership_id = (select membership_private.my_membership_id()));
create policy "family_members: members read their family's people" on public.family_members
  for select to authenticated using (family_id = (select membership_private.my_family_id()));
create policy "enterprise_redemptions: members read their own" on public.enterprise_redemptions
  for select to authenticated using (user_id = (select auth.uid()));
create policy "coverage_uses: members read their plan's uses" on public.coverage_uses
  for select to authenticated
  using (membership_id = (select membership_private.my_membership_id()));

revoke all on table
  public.payment_frequencies, public.coverage_caps, public.memberships, public.payments,
  public.families, public.family_members, public.enterprise_codes, public.enterprise_redemptions,
  public.coverage_uses
  from public, anon, authenticated;
grant select on table
  public.payment_frequencies, public.coverage_caps, public.memberships, public.payments,
  public.families, public.family_members, public.enterprise_redemptions, public.coverage_uses
  to authenticated;
