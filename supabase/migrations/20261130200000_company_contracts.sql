-- Issue 46, companies: a company's contract (name, RFC, seats, period, the plan its employees get),
-- its EMP- codes, and the plan an employee gets by redeeming one. Changes 20261126220000_membership.sql
-- and later migrations (which stay as applied) with new definitions; docs/companies.md describes the
-- interface and the operator's command (npm run membership:company).
--
-- Contracts (membership_private.company_contracts, read by no API role; the service role reaches them
-- through the functions below):
--   company, RFC (12 characters for a company, 13 for a person; the date and the SAT check digit are
--   verified), seats (1–100,000), starts_on and ends_on (calendar days in Mexico City, both included:
--   coverage runs from starts_on 00:00 to the end of ends_on), the plan employees get (individual, or
--   familiar with its family_size), and the frequency whose months make the coverage periods (counted
--   from starts_on, as a payment's periods are counted from the payment). ended_at ends it early.
-- Codes: EMP- and 12 symbols of 23456789ABCDEFGHJKLMNPQRSTUVWXYZ, 60 random bits (as the family codes
--   of 20261129100000), any number per contract; they share the contract's seats. Read in any case,
--   spaces and hyphens after EMP ignored. Codes made by hand before this migration (no contract) keep
--   their old behaviour: a seat, no plan.
-- Seats (membership_private.company_seats): one live seat per member. A departure (the operator's
--   release_company_seat), a personal plan paid by the member (record_payment), a seat taken in
--   another contract or a deleted account frees the seat, and it can be given again.
-- The employee's plan is their row in public.memberships with company_contract_id set: status
--   'pending' before the contract starts, 'active' while it runs and the seat is live, 'cancelled'
--   after (no grace days: the company, not the member, stopped paying). next_payment_date reads as
--   the moment the contract's coverage ends.
--
-- redeem_enterprise_code(code) → {code, company} (signature kept). Refusals, raised:
--   VM040  El código ingresado no es válido o ha expirado.            (unknown code; legacy used up)
--   VM041  Tu empresa ya ocupó todos los lugares de su plan. Puedes contratar un plan personal.
--   VM042  El plan de tu empresa ya terminó. Puedes contratar un plan personal.
--   VM044  Ya tienes un plan activo, así que no necesitas el código de tu empresa.
-- Operator functions (service role only):
--   VM060  Datos del contrato inválidos: …                            (create / extend: bad argument)
--   VM061  Ese contrato no existe.
--   VM062  Ese contrato ya terminó.                                   (codes / extend of an ended one)
--   VM063  El contrato tiene más lugares ocupados que eso.            (extend: fewer seats than taken)
--   VM064  Ese miembro no tiene un lugar en ese contrato.             (release)

-- ---------------------------------------------------------------------------------------------------
-- Helpers

-- `how_many` symbols of 23456789ABCDEFGHJKLMNPQRSTUVWXYZ, 5 random bits each, read from the random
-- bytes of gen_random_uuid() (every byte but the 7th, whose fifth bit belongs to the version).
create function membership_private.random_symbols(how_many int)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  alphabet constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  bytes bytea;
  result text := '';
begin
  while char_length(result) < how_many loop
    bytes := uuid_send(gen_random_uuid());
    for position in 0..15 loop
      continue when position = 6;
      exit when char_length(result) >= how_many;
      result := result || substr(alphabet, 1 + (get_byte(bytes, position) & 31), 1);
    end loop;
  end loop;
  return result;
end;
$$;

-- Mexico's RFC: 3 letters (a company) or 4 (a person), the date YYMMDD, a two-symbol homoclave and
-- the SAT's check digit (weights 13..2 over the first 12 symbols, a 12-symbol RFC read with a leading
-- space; 11 minus the sum modulo 11, 10 written A, 11 written 0).
create function membership_private.rfc_is_valid(rfc text)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  symbols constant text := '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';
  padded text;
  total int := 0;
  remainder int;
  born text;
begin
  if rfc is null or rfc !~ '^[A-ZÑ&]{3,4}[0-9]{6}[A-Z0-9]{3}$' then
    return false;
  end if;
  born := substr(rfc, char_length(rfc) - 8, 6);
  begin
    perform make_date(2000 + substr(born, 1, 2)::int, substr(born, 3, 2)::int,
      substr(born, 5, 2)::int);
  exception when others then
    begin
      perform make_date(1900 + substr(born, 1, 2)::int, substr(born, 3, 2)::int,
        substr(born, 5, 2)::int);
    exception when others then
      return false;
    end;
  end;
  padded := lpad(rfc, 13, ' ');
  for position in 1..12 loop
    total := total + (strpos(symbols, substr(padded, position, 1)) - 1) * (14 - position);
  end loop;
  remainder := total % 11;
  return right(rfc, 1) = case
    when remainder = 0 then '0'
    when remainder = 1 then 'A'
    else (11 - remainder)::text
  end;
end;
$$;

-- What an operator typed, as the RFC is kept: upper case, without spaces or hyphens.
create function membership_private.clean_rfc(rfc text)
returns text
language sql
immutable
set search_path = ''
as $$
  select upper(regexp_replace(coalesce(rfc, ''), '[[:space:]-]', '', 'g'))
$$;

-- What a member typed, as a contract's code is kept (EMP- and the symbols).
create function membership_private.canonical_enterprise_code(code text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when cleaned ~ '^EMP[0-9A-Z]{1,40}$' then 'EMP-' || substr(cleaned, 4) end
    from (select upper(regexp_replace(coalesce(code, ''), '[[:space:]-]', '', 'g')) as cleaned) typed
$$;

-- ---------------------------------------------------------------------------------------------------
-- Tables

create table membership_private.company_contracts (
  id uuid primary key default gen_random_uuid(),
  company text not null check (char_length(company) between 1 and 200),
  rfc text not null check (membership_private.rfc_is_valid(rfc)),
  seats int not null check (seats between 1 and 100000),
  starts_on date not null,
  ends_on date not null,
  plan text not null check (plan in ('individual', 'familiar')),
  family_size int not null check (family_size between 1 and 99),
  frequency text not null references public.payment_frequencies (id),
  ended_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_on >= starts_on),
  check ((plan = 'individual' and family_size = 1) or (plan = 'familiar' and family_size >= 2))
);
comment on table membership_private.company_contracts is
  'Companies'' contracts (issue 46): seats, period (Mexico City days, both included), employees'' plan.';

create table membership_private.company_seats (
  id uuid primary key default gen_random_uuid(),
  contract_id uuid not null references membership_private.company_contracts (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  code text,
  taken_at timestamptz not null default now(),
  released_at timestamptz,
  release_reason text check (release_reason in ('salida', 'plan_personal', 'otro_contrato')),
  check ((released_at is null) = (release_reason is null))
);
create unique index company_seats_one_live on membership_private.company_seats (user_id)
  where released_at is null;
create index company_seats_contract_live on membership_private.company_seats (contract_id)
  where released_at is null;
comment on table membership_private.company_seats is
  'Who holds a seat of which contract; a released seat stays as history and is free again.';

alter table membership_private.company_contracts enable row level security;
alter table membership_private.company_seats enable row level security;
revoke all on table membership_private.company_contracts, membership_private.company_seats
  from public, anon, authenticated;

alter table public.enterprise_codes
  add column contract_id uuid references membership_private.company_contracts (id) on delete cascade;
create index enterprise_codes_contract on public.enterprise_codes (contract_id);

alter table public.memberships
  add column company_contract_id uuid references membership_private.company_contracts (id);
comment on column public.memberships.company_contract_id is
  'Set while the plan is a company seat''s (issue 46); the status then follows the contract.';

-- ---------------------------------------------------------------------------------------------------
-- The contract's coverage and the plan's status

create function membership_private.contract_starts_at(c membership_private.company_contracts)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select c.starts_on::timestamp at time zone 'America/Mexico_City'
$$;

create function membership_private.contract_ends_at(c membership_private.company_contracts)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select least(
    (c.ends_on + 1)::timestamp at time zone 'America/Mexico_City',
    coalesce(c.ended_at, 'infinity'::timestamptz)
  )
$$;

-- A plan's status at `at`: the terms' for a paid plan, the contract's for a company seat.
create function membership_private.plan_status(m public.memberships, at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when m.company_contract_id is null then membership_private.status_at(m.next_payment_date, at)
    else coalesce((
      select case
          when at < membership_private.contract_starts_at(c) then 'pending'
          when at < membership_private.contract_ends_at(c) then 'active'
          else 'cancelled'
        end
        from membership_private.company_contracts c
        join membership_private.company_seats s
          on s.contract_id = c.id and s.user_id = m.holder_id and s.released_at is null
       where c.id = m.company_contract_id
    ), 'cancelled')
  end
$$;

-- The period that contains `at`: a payment's for a paid plan; for a company seat the contract's,
-- `months` of the contract's frequency after another from starts_on.
create or replace function membership_private.period_start_at(plan_id uuid, at timestamptz)
returns timestamptz
language plpgsql
stable
set search_path = ''
as $$
declare
  c membership_private.company_contracts;
  starts timestamptz;
  months int;
  k int;
begin
  select cc.* into c
    from public.memberships m
    join membership_private.company_contracts cc on cc.id = m.company_contract_id
   where m.id = plan_id;
  if not found then
    return (
      select p.period_start from public.payments p
       where p.membership_id = plan_id and p.period_start <= at
       order by p.period_start desc
       limit 1
    );
  end if;
  starts := membership_private.contract_starts_at(c);
  if at <= starts then
    return starts;
  end if;
  select f.months into months from public.payment_frequencies f where f.id = c.frequency;
  k := (
    (extract(year from at at time zone 'America/Mexico_City') - extract(year from c.starts_on)) * 12
    + extract(month from at at time zone 'America/Mexico_City') - extract(month from c.starts_on)
  )::int / months;
  while k > 0 and membership_private.add_months(starts, k * months) > at loop
    k := k - 1;
  end loop;
  while membership_private.add_months(starts, (k + 1) * months) <= at loop
    k := k + 1;
  end loop;
  return membership_private.add_months(starts, k * months);
end;
$$;

-- The seat holders' plans say when the contract's coverage ends (next_payment_date).
create function membership_private.contract_changed(contract uuid)
returns void
language sql
volatile
set search_path = ''
as $$
  update public.memberships m
     set next_payment_date = membership_private.contract_ends_at(c), updated_at = now()
    from membership_private.company_contracts c
   where c.id = contract and m.company_contract_id = c.id
$$;

-- What the operator reads of a contract.
create function membership_private.contract_summary(contract uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', c.id,
    'company', c.company,
    'rfc', c.rfc,
    'seats', c.seats,
    'seats_taken', (
      select count(*) from membership_private.company_seats s
       where s.contract_id = c.id and s.released_at is null
    ),
    'starts_on', c.starts_on::text,
    'ends_on', c.ends_on::text,
    'ended_at', membership_private.iso(c.ended_at),
    'covers_until', membership_private.iso(membership_private.contract_ends_at(c)),
    'status', case
      when now() >= membership_private.contract_ends_at(c) then 'ended'
      when now() < membership_private.contract_starts_at(c) then 'scheduled'
      else 'active'
    end,
    'plan', c.plan,
    'family_size', c.family_size,
    'frequency', c.frequency,
    'codes', coalesce((
      select jsonb_agg(e.code order by e.created_at, e.code)
        from public.enterprise_codes e where e.contract_id = c.id
    ), '[]'::jsonb),
    'members', coalesce((
      select jsonb_agg(jsonb_build_object(
          'member', s.user_id, 'code', s.code, 'taken_at', membership_private.iso(s.taken_at)
        ) order by s.taken_at, s.id)
        from membership_private.company_seats s
       where s.contract_id = c.id and s.released_at is null
    ), '[]'::jsonb)
  )
    from membership_private.company_contracts c where c.id = contract
$$;

revoke all on function
  membership_private.random_symbols(int), membership_private.rfc_is_valid(text),
  membership_private.clean_rfc(text), membership_private.canonical_enterprise_code(text),
  membership_private.contract_starts_at(membership_private.company_contracts),
  membership_private.contract_ends_at(membership_private.company_contracts),
  membership_private.plan_status(public.memberships, timestamptz),
  membership_private.contract_changed(uuid), membership_private.contract_summary(uuid)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- The employee redeems a code

create or replace function public.redeem_enterprise_code(code text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  uid uuid := membership_private.caller();
  typed text := upper(btrim(coalesce(code, '')));
  canonical text := membership_private.canonical_enterprise_code(code);
  found_code public.enterprise_codes;
  c membership_private.company_contracts;
  current_plan uuid;
  m public.memberships;
begin
  select * into found_code from public.enterprise_codes e
   where e.code in (typed, canonical)
   order by e.code = typed desc
   limit 1
   for update;
  if not found then
    raise exception 'El código ingresado no es válido o ha expirado.' using errcode = 'VM040';
  end if;

  if found_code.contract_id is null then
    -- A code made by hand before contracts: a seat of its own, no plan (as before issue 46).
    if exists (
      select 1 from public.enterprise_redemptions r
       where r.code = found_code.code and r.user_id = uid
    ) then
      return jsonb_build_object('code', found_code.code, 'company', found_code.company);
    end if;
    if (found_code.expires_at is not null and found_code.expires_at <= now())
      or (select count(*) from public.enterprise_redemptions r where r.code = found_code.code)
        >= found_code.seats
      or exists (select 1 from public.enterprise_redemptions r where r.user_id = uid)
    then
      raise exception 'El código ingresado no es válido o ha expirado.' using errcode = 'VM040';
    end if;
    insert into public.enterprise_redemptions (code, user_id) values (found_code.code, uid);
    return jsonb_build_object('code', found_code.code, 'company', found_code.company);
  end if;

  -- The contract's row is locked so that two redemptions at once cannot both take the last seat.
  select * into c from membership_private.company_contracts cc
   where cc.id = found_code.contract_id
   for update;
  if exists (
    select 1 from membership_private.company_seats s
     where s.contract_id = c.id and s.user_id = uid and s.released_at is null
  ) then
    return jsonb_build_object('code', found_code.code, 'company', c.company);
  end if;
  if now() >= membership_private.contract_ends_at(c) then
    raise exception 'El plan de tu empresa ya terminó. Puedes contratar un plan personal.'
      using errcode = 'VM042';
  end if;
  if (
    select count(*) from membership_private.company_seats s
     where s.contract_id = c.id and s.released_at is null
  ) >= c.seats then
    raise exception 'Tu empresa ya ocupó todos los lugares de su plan. Puedes contratar un plan personal.'
      using errcode = 'VM041';
  end if;
  -- An active plan of the member's own, of a family they joined or of another company stays.
  current_plan := membership_private.membership_of(uid);
  if current_plan is not null then
    select * into m from public.memberships own where own.id = current_plan;
    if membership_private.plan_status(m, now()) = 'active' then
      raise exception 'Ya tienes un plan activo, así que no necesitas el código de tu empresa.'
        using errcode = 'VM044';
    end if;
  end if;

  -- A family whose plan lapsed, or another company's seat not yet started, is left.
  delete from public.family_members fm where fm.user_id = uid;
  update membership_private.company_seats s
     set released_at = now(), release_reason = 'otro_contrato'
   where s.user_id = uid and s.released_at is null;
  insert into membership_private.company_seats (contract_id, user_id, code)
  values (c.id, uid, found_code.code);

  select * into m from public.memberships own where own.holder_id = uid for update;
  if not found then
    insert into public.memberships (
      holder_id, plan, family_size, frequency, next_payment_date, company_contract_id
    ) values (
      uid, c.plan, c.family_size, c.frequency, membership_private.contract_ends_at(c), c.id
    ) returning * into m;
  else
    update public.memberships own
       set plan = c.plan, family_size = c.family_size, frequency = c.frequency,
           next_payment_date = membership_private.contract_ends_at(c), company_contract_id = c.id,
           updated_at = now()
     where own.id = m.id;
  end if;
  if c.plan = 'familiar' and not exists (select 1 from public.families f where f.membership_id = m.id)
  then
    insert into public.families (membership_id, code)
    values (m.id, membership_private.new_family_code());
  end if;
  return jsonb_build_object('code', found_code.code, 'company', c.company);
end;
$$;

-- ---------------------------------------------------------------------------------------------------
-- The operator's functions (npm run membership:company), service role only

create function public.create_company_contract(
  company text,
  rfc text,
  seats int,
  starts_on date,
  ends_on date,
  plan text default 'individual',
  family_size int default null,
  frequency text default 'monthly'
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  name text := btrim(coalesce(company, ''));
  clean text := membership_private.clean_rfc(rfc);
  size int := case when plan = 'individual' then 1 else coalesce(family_size, 2) end;
  contract uuid;
begin
  if name = '' or char_length(name) > 200 then
    raise exception 'Datos del contrato inválidos: falta el nombre de la empresa.' using errcode = 'VM060';
  end if;
  if not membership_private.rfc_is_valid(clean) then
    raise exception 'Datos del contrato inválidos: el RFC % no es válido.', clean using errcode = 'VM060';
  end if;
  if seats is null or seats < 1 or seats > 100000 then
    raise exception 'Datos del contrato inválidos: los lugares van de 1 a 100000.' using errcode = 'VM060';
  end if;
  if starts_on is null or ends_on is null or ends_on < starts_on then
    raise exception 'Datos del contrato inválidos: el fin no puede ser antes del inicio.'
      using errcode = 'VM060';
  end if;
  if plan is null or plan not in ('individual', 'familiar') or size < 2 and plan = 'familiar'
    or size > 99
  then
    raise exception 'Datos del contrato inválidos: el plan es individual o familiar (de 2 a 99 personas).'
      using errcode = 'VM060';
  end if;
  if not exists (
    select 1 from public.payment_frequencies f where f.id = frequency and not f.retired
  ) then
    raise exception 'Datos del contrato inválidos: frecuencia desconocida.' using errcode = 'VM060';
  end if;
  insert into membership_private.company_contracts (
    company, rfc, seats, starts_on, ends_on, plan, family_size, frequency
  ) values (
    name, clean, create_company_contract.seats, create_company_contract.starts_on,
    create_company_contract.ends_on, create_company_contract.plan, size,
    create_company_contract.frequency
  ) returning id into contract;
  return membership_private.contract_summary(contract);
end;
$$;

create function public.issue_company_codes(contract uuid, how_many int default 1)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  c membership_private.company_contracts;
  fresh text;
  made jsonb := '[]'::jsonb;
begin
  select * into c from membership_private.company_contracts cc where cc.id = contract;
  if not found then
    raise exception 'Ese contrato no existe.' using errcode = 'VM061';
  end if;
  if now() >= membership_private.contract_ends_at(c) then
    raise exception 'Ese contrato ya terminó.' using errcode = 'VM062';
  end if;
  if how_many is null or how_many < 1 or how_many > 100 then
    raise exception 'Datos del contrato inválidos: de 1 a 100 códigos a la vez.' using errcode = 'VM060';
  end if;
  for i in 1..how_many loop
    loop
      fresh := 'EMP-' || membership_private.random_symbols(12);
      exit when not exists (select 1 from public.enterprise_codes e where e.code = fresh);
    end loop;
    insert into public.enterprise_codes (code, company, seats, contract_id)
    values (fresh, c.company, c.seats, c.id);
    made := made || to_jsonb(fresh);
  end loop;
  return made;
end;
$$;

-- A later end date, and optionally a new number of seats (not below the seats taken).
create function public.extend_company_contract(contract uuid, ends_on date, seats int default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  c membership_private.company_contracts;
begin
  select * into c from membership_private.company_contracts cc where cc.id = contract for update;
  if not found then
    raise exception 'Ese contrato no existe.' using errcode = 'VM061';
  end if;
  if c.ended_at is not null or now() >= membership_private.contract_ends_at(c) then
    raise exception 'Ese contrato ya terminó.' using errcode = 'VM062';
  end if;
  if ends_on is null or ends_on < c.ends_on then
    raise exception 'Datos del contrato inválidos: la nueva fecha de fin debe ser igual o posterior a %.',
      c.ends_on using errcode = 'VM060';
  end if;
  if seats is not null and (seats < 1 or seats > 100000) then
    raise exception 'Datos del contrato inválidos: los lugares van de 1 a 100000.' using errcode = 'VM060';
  end if;
  if seats is not null and seats < (
    select count(*) from membership_private.company_seats s
     where s.contract_id = c.id and s.released_at is null
  ) then
    raise exception 'El contrato tiene más lugares ocupados que eso.' using errcode = 'VM063';
  end if;
  update membership_private.company_contracts cc
     set ends_on = extend_company_contract.ends_on,
         seats = coalesce(extend_company_contract.seats, cc.seats),
         updated_at = now()
   where cc.id = c.id;
  update public.enterprise_codes e
     set seats = coalesce(extend_company_contract.seats, c.seats)
   where e.contract_id = c.id;
  perform membership_private.contract_changed(c.id);
  return membership_private.contract_summary(c.id);
end;
$$;

-- Ends the contract at `ended_at` (now by default): its employees' coverage ends then.
create function public.end_company_contract(contract uuid, ended_at timestamptz default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  c membership_private.company_contracts;
  ending timestamptz := coalesce(ended_at, now());
begin
  select * into c from membership_private.company_contracts cc where cc.id = contract for update;
  if not found then
    raise exception 'Ese contrato no existe.' using errcode = 'VM061';
  end if;
  update membership_private.company_contracts cc
     set ended_at = least(coalesce(cc.ended_at, ending), ending), updated_at = now()
   where cc.id = c.id;
  perform membership_private.contract_changed(c.id);
  return membership_private.contract_summary(c.id);
end;
$$;

-- An employee left the company: their seat is free for someone else, their coverage ends now.
create function public.release_company_seat(contract uuid, member uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform 1 from membership_private.company_contracts cc where cc.id = contract for update;
  update membership_private.company_seats s
     set released_at = now(), release_reason = 'salida'
   where s.contract_id = contract and s.user_id = member and s.released_at is null;
  if not found then
    raise exception 'Ese miembro no tiene un lugar en ese contrato.' using errcode = 'VM064';
  end if;
  return membership_private.contract_summary(contract);
end;
$$;

create function public.company_contract(contract uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  summary jsonb := membership_private.contract_summary(contract);
begin
  if summary is null then
    raise exception 'Ese contrato no existe.' using errcode = 'VM061';
  end if;
  return summary;
end;
$$;

create function public.list_company_contracts()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(membership_private.contract_summary(c.id)
      order by c.created_at desc, c.id), '[]'::jsonb)
    from membership_private.company_contracts c
$$;

revoke all on function
  public.create_company_contract(text, text, int, date, date, text, int, text),
  public.issue_company_codes(uuid, int),
  public.extend_company_contract(uuid, date, int),
  public.end_company_contract(uuid, timestamptz),
  public.release_company_seat(uuid, uuid),
  public.company_contract(uuid),
  public.list_company_contracts()
  from public, anon, authenticated, service_role;
grant execute on function
  public.create_company_contract(text, text, int, date, date, text, int, text),
  public.issue_company_codes(uuid, int),
  public.extend_company_contract(uuid, date, int),
  public.end_company_contract(uuid, timestamptz),
  public.release_company_seat(uuid, uuid),
  public.company_contract(uuid),
  public.list_company_contracts()
  to service_role;

-- ---------------------------------------------------------------------------------------------------
-- The other functions that read a plan's status or write a plan, changed for company seats

-- A member who pays a plan of their own leaves their company seat (it is free again) and the plan
-- becomes theirs from the payment, as a plan with no due date would. Otherwise as before.
create or replace function public.record_payment(
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
  if m.company_contract_id is not null then
    update membership_private.company_seats s
       set released_at = now(), release_reason = 'plan_personal'
     where s.user_id = member and s.released_at is null;
  end if;
  starts := case
    when m.id is null or m.company_contract_id is not null or m.next_payment_date < paid_at
      then paid_at
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
           next_payment_date = ends, company_contract_id = null, updated_at = now()
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

-- A company seat's plan is the contract's: a refund of a payment made before it changes nothing.
create or replace function payments_private.replay_plan(plan_id uuid)
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
  if not found or m.company_contract_id is not null then
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

-- As in 20261129100000, with the plan's status from plan_status (a company's family plan too).
create or replace function public.join_family(code text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  uid uuid := membership_private.caller();
  wanted text := membership_private.canonical_family_code(code);
  family public.families;
  m public.memberships;
begin
  -- One join at a time per member, so parallel requests cannot pass the throttle together.
  perform pg_advisory_xact_lock(hashtextextended('join_family:' || uid::text, 0));
  if (
    select count(*) from membership_private.family_join_attempts a
     where a.user_id = uid and not a.joined and a.attempted_at > now() - interval '15 minutes'
  ) >= 5 then
    raise exception 'Espera unos minutos antes de volver a intentarlo.' using errcode = 'VM014';
  end if;
  delete from membership_private.family_join_attempts a
   where a.user_id = uid and a.attempted_at < now() - interval '30 days';

  -- The caller first: someone who holds a plan or belongs to a family learns nothing of the code.
  if wanted is not null
    and not exists (select 1 from public.memberships own where own.holder_id = uid)
    and not exists (select 1 from public.family_members fm where fm.user_id = uid)
  then
    select * into family from public.families f where f.code = wanted;
    if found then
      -- The plan's row is locked so that two joins at once cannot both take the last place.
      select * into m from public.memberships where id = family.membership_id for update;
      if family.code_expires_at > now()
        and m.plan = 'familiar'
        and membership_private.plan_status(m, now()) = 'active'
        and 1 + (select count(*) from public.family_members fm where fm.family_id = family.id)
          < m.family_size
      then
        insert into public.family_members (family_id, user_id) values (family.id, uid);
        insert into membership_private.family_join_attempts (user_id, joined, family_id)
        values (uid, true, family.id);
        -- Answered as the void function it was: 204 No Content.
        perform set_config('response.status', '204', true);
        return null;
      end if;
    end if;
  end if;

  insert into membership_private.family_join_attempts (user_id, joined, family_id)
  values (uid, false, family.id);
  -- Returned, not raised, so that the attempt above is kept; PostgREST answers it as a 400 error.
  perform set_config('response.status', '400', true);
  return json_build_object(
    'code', 'VM010',
    'details', null,
    'hint', null,
    'message', 'El código ingresado no es válido o ha expirado.'
  );
end;
$$;

create or replace function public.add_family_member(name text, curp text, birth_date date)
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
    or membership_private.plan_status(m, now()) <> 'active'
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
