-- Issue 40, families: invitations no one can guess or replay, a family's personal data seen only by
-- its holder, and coverage that belongs to the plan. Changes 20261126220000_membership.sql (which
-- stays as applied) with new definitions; docs/family.md and docs/membership-server.md describe the
-- interface, docs/decisions.md ("Issue 40: families") the readings.
--
-- Codes
--   FAM- and 12 symbols of the alphabet 23456789ABCDEFGHJKLMNPQRSTUVWXYZ (no 0/O, no 1/I): 60 bits
--   read from the random bits of gen_random_uuid() (PostgreSQL's strong random source; the version
--   nibble and the variant bits are skipped), 5 bits per symbol, so every symbol can appear at every
--   position. A code works for 7 days from the moment it was made (families.code_expires_at). It stops
--   working at once when the holder makes a new one (regenerate_family_code), when a member who joined
--   with an account is removed, and when the plan stops being a family plan. The codes made before this
--   migration (39 random bits) are all replaced by new ones here.
--   join_family reads the code case-insensitively and ignores spaces and hyphens, so 'fam-abcd efgh
--   jkmn' reads as FAM-ABCDEFGHJKMN.
--
-- join_family(code) → json
--   Checks the caller before the code, and answers ONE refusal for every code it will not accept
--   (unknown, expired, replaced, a full family, a plan that is not an active family plan, a caller who
--   already holds a plan or belongs to a family): VM010 'El código ingresado no es válido o ha
--   expirado.'. Every attempt is recorded in membership_private.family_join_attempts (no API role can
--   read it). After 5 refused attempts in 15 minutes the member is refused with VM014 'Espera unos
--   minutos antes de volver a intentarlo.' until the oldest of them is 15 minutes old.
--   A refused attempt must be recorded, and an error rolls back the whole request, so the VM010 refusal
--   is not raised: the function returns it as PostgREST's error body
--   {"code":"VM010","details":null,"hint":null,"message":"…"} and sets response.status to 400, which
--   PostgREST answers as a 400 with that body after committing (supabase-js reads it as `error`). A
--   successful join returns null and sets response.status to 204, so over HTTP it answers as the void
--   function it was. Called in plain SQL, a refusal is that returned object, not an exception. VM014
--   and 42501 (not signed in) are raised as before.
--
-- Who sees what
--   Only the holder reads CURPs and birth dates: family_members is readable by the holder (their
--   family) and by a joined member (their own row only, which holds no CURP); family_people() gives
--   the holder the added people's CURPs and birth dates. my_membership() gives a joined member the
--   first names of the others and their own account name, and no family code; the holder gets full
--   names, each person's kind (added/joined) and when they joined, the code and its expiry.
--   payments and families are read by the holder only (my_payments() answers [] to a joined member);
--   coverage_uses by the holder (the whole plan's) and by each member (their own).
--   A name comes from the account's metadata `name`, never from its e-mail: 'Miembro' without one.
--
-- Coverage belongs to the plan
--   When a plan stops being a family plan (a renewal as individual, or the webhook's replay of a plan
--   after a refund or a dispute) everyone on it but the holder leaves the family at once, and its code
--   stops working. When a family plan's size goes down, the people beyond it leave, latest added
--   first. A member removed by the holder is on no plan from that moment.
--   undo_coverage_use(use_id) lets the holder undo any use on their plan, and every member their own,
--   within 10 minutes; a member cannot undo the holder's or another member's (VM004, as for an unknown
--   id). my_membership() lists the uses still inside that window as recent_uses.
--
-- New refusals (the others are in 20261126220000_membership.sql):
--   VM010  El código ingresado no es válido o ha expirado.      (join: any code it will not accept)
--   VM014  Espera unos minutos antes de volver a intentarlo.    (join: 5 refused attempts in 15 min)
--   VM015  Solo el titular de un plan familiar puede generar un código nuevo. (regenerate: not holder)
-- VM011, VM012 and VM013 are no longer given by join_family (VM011 stays for add_family_member).

-- ---------------------------------------------------------------------------------------------------
-- Codes

create or replace function membership_private.new_family_code()
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  alphabet constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  bytes bytea;
  bits bigint;
  candidate text;
begin
  loop
    -- A version-4 UUID: bytes 0–5 and 7 are random, byte 6 is the version nibble (4) and 4 random
    -- bits. 48 + 4 + 8 = 60 random bits, 5 per symbol.
    bytes := uuid_send(gen_random_uuid());
    bits := 0;
    for position in 0..5 loop
      bits := (bits << 8) | get_byte(bytes, position);
    end loop;
    bits := (bits << 4) | (get_byte(bytes, 6) & 15);
    bits := (bits << 8) | get_byte(bytes, 7);
    candidate := 'FAM-';
    for position in reverse 11..0 loop
      candidate := candidate || substr(alphabet, 1 + ((bits >> (5 * position)) & 31)::int, 1);
    end loop;
    exit when not exists (select 1 from public.families f where f.code = candidate);
  end loop;
  return candidate;
end;
$$;

comment on function membership_private.new_family_code() is
  'FAM- and 12 symbols of 23456789ABCDEFGHJKLMNPQRSTUVWXYZ: 60 random bits of gen_random_uuid().';

-- What a member typed, as a stored code: upper case, without spaces or hyphens after FAM; null when
-- it cannot be a code.
create function membership_private.canonical_family_code(code text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when cleaned ~ '^FAM[2-9A-HJ-NP-Z]{12}$' then 'FAM-' || substr(cleaned, 4) end
    from (select upper(regexp_replace(coalesce(code, ''), '[[:space:]-]', '', 'g')) as cleaned) typed
$$;

alter table public.families drop constraint families_code_check;
alter table public.families
  add column code_expires_at timestamptz not null default now() + interval '7 days';
comment on column public.families.code_expires_at is
  'The code works until then (7 days after it was made); a new code moves it.';

-- The old codes carried 39 random bits: every family gets a new one.
update public.families set code = membership_private.new_family_code(),
  code_expires_at = now() + interval '7 days';

alter table public.families
  add constraint families_code_check check (code ~ '^FAM-[2-9A-HJ-NP-Z]{12}$');

-- A new code for the family; the old one stops working. `usable` false makes one that has already
-- expired (for a plan that is no longer a family plan).
create function membership_private.rotate_family_code(family uuid, usable boolean)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  fresh text := membership_private.new_family_code();
begin
  update public.families f
     set code = fresh,
         code_expires_at = case when usable then now() + interval '7 days' else now() end
   where f.id = family;
  return fresh;
end;
$$;

-- ---------------------------------------------------------------------------------------------------
-- Join attempts: written by join_family only; no API role reads them.

create table membership_private.family_join_attempts (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  attempted_at timestamptz not null default now(),
  joined boolean not null,
  -- The family the code named, when it named one and the caller was allowed to join a family.
  family_id uuid references public.families (id) on delete set null
);
create index family_join_attempts_user
  on membership_private.family_join_attempts (user_id, attempted_at desc);
alter table membership_private.family_join_attempts enable row level security;
revoke all on table membership_private.family_join_attempts from public, anon, authenticated;
comment on table membership_private.family_join_attempts is
  'Every join_family call (joined or refused), kept 30 days; 5 refused in 15 minutes throttle a member.';

-- ---------------------------------------------------------------------------------------------------
-- Helpers

-- A name as its account gives it (user metadata `name`), never the e-mail.
create or replace function membership_private.account_name(uid uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select nullif(btrim(u.raw_user_meta_data ->> 'name'), '') from auth.users u where u.id = uid),
    'Miembro'
  )
$$;

-- The first word of a name: what a joined member sees of the others.
create function membership_private.first_name(full_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(substring(btrim(coalesce(full_name, '')) from '^[^[:space:]]+'), 'Miembro')
$$;

-- For the policies: the plan and the family the caller holds (not one they joined).
create function membership_private.my_held_membership_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.id from public.memberships m where m.holder_id = auth.uid()
$$;

create function membership_private.my_held_family_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select f.id from public.families f
   where f.membership_id = membership_private.my_held_membership_id()
$$;

revoke all on function
  membership_private.canonical_family_code(text), membership_private.rotate_family_code(uuid, boolean),
  membership_private.first_name(text), membership_private.my_held_membership_id(),
  membership_private.my_held_family_id()
  from public, anon, authenticated;
grant execute on function
  membership_private.my_held_membership_id(), membership_private.my_held_family_id()
  to authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Coverage belongs to the plan: a plan that stops being a family plan, or gets smaller, takes its
-- people off at once (whoever changes it: record_payment, or the webhook's replay after a reversal).

create function membership_private.plan_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  family uuid;
  joined_left boolean;
begin
  select f.id into family from public.families f where f.membership_id = new.id;
  if family is null then
    return null;
  end if;
  if new.plan <> 'familiar' then
    delete from public.family_members fm where fm.family_id = family;
    perform membership_private.rotate_family_code(family, false);
  elsif old.plan <> 'familiar' then
    -- A family plan again: a fresh code (people removed earlier do not come back by themselves).
    perform membership_private.rotate_family_code(family, true);
  elsif new.family_size < old.family_size then
    with ranked as (
      select fm.id, row_number() over (order by fm.added_at, fm.id) as place
        from public.family_members fm where fm.family_id = family
    ), gone as (
      delete from public.family_members fm using ranked r
       where fm.id = r.id and r.place > new.family_size - 1
      returning fm.user_id
    )
    select coalesce(bool_or(gone.user_id is not null), false) into joined_left from gone;
    if joined_left then
      perform membership_private.rotate_family_code(family, true);
    end if;
  end if;
  return null;
end;
$$;

revoke all on function membership_private.plan_changed() from public, anon, authenticated;

create trigger memberships_plan_changed
  after update of plan, family_size on public.memberships
  for each row
  when (old.plan is distinct from new.plan or old.family_size is distinct from new.family_size)
  execute function membership_private.plan_changed();

-- A plan that is no longer a family plan today keeps no people: take off those the earlier rule kept.
delete from public.family_members fm
 using public.families f join public.memberships m on m.id = f.membership_id
 where fm.family_id = f.id and m.plan <> 'familiar';
update public.families f set code_expires_at = now()
  from public.memberships m
 where m.id = f.membership_id and m.plan <> 'familiar';

-- ---------------------------------------------------------------------------------------------------
-- The contract's functions, changed

drop function public.join_family(text);

create function public.join_family(code text)
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
        and membership_private.status_at(m.next_payment_date, now()) = 'active'
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

comment on function public.join_family(text) is
  'Joins the caller to the family with that code; null when joined, else the VM010 refusal as PostgREST''s error body (response.status 400). VM014 raised when throttled.';

-- Not in the contract: the holder of a family plan makes a new code; the old one stops working.
create function public.regenerate_family_code()
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  uid uuid := membership_private.caller();
  family uuid;
begin
  select f.id into family
    from public.memberships m join public.families f on f.membership_id = m.id
   where m.holder_id = uid and m.plan = 'familiar'
   for update of f;
  if family is null then
    raise exception 'Solo el titular de un plan familiar puede generar un código nuevo.'
      using errcode = 'VM015';
  end if;
  return membership_private.rotate_family_code(family, true);
end;
$$;

-- Removing someone who joined with an account also replaces the code, so they cannot rejoin with it.
create or replace function public.remove_family_member(member_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  family uuid := membership_private.held_family(membership_private.caller());
  removed_account uuid;
begin
  delete from public.family_members fm
   where fm.family_id = family
     and ((fm.user_id is null and fm.id = member_id) or fm.user_id = member_id)
  returning fm.user_id into removed_account;
  if not found then
    raise exception 'Ese miembro no está en tu familia.' using errcode = 'VM024';
  end if;
  if removed_account is not null then
    perform membership_private.rotate_family_code(family, true);
  end if;
end;
$$;

-- The holder undoes any use on their plan; a member only their own. Both within 10 minutes.
create or replace function public.undo_coverage_use(use_id uuid)
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
   where u.id = use_id and u.undone_at is null
     and (
       u.user_id = uid
       or exists (
         select 1 from public.memberships m where m.id = u.membership_id and m.holder_id = uid
       )
     )
   for update of u;
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

create index coverage_uses_recent on public.coverage_uses (membership_id, used_at desc)
  where undone_at is null;

-- The membership as the contract shapes it, with what each person may see:
--   holder:         full names; members[] also carry kind ('added' | 'joined') and since; the family
--                   code and family_code_expires_at while the code works; recent_uses of everyone.
--   joined member:  the others' first names and their own account name; no code; their own
--                   recent_uses.
create or replace function public.my_membership()
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
  holds boolean;
  code_works boolean;
begin
  if plan_id is null then
    return jsonb_build_object(
      'status', 'pending', 'role', null, 'plan', null, 'family_size', null, 'frequency', null,
      'next_payment_date', null, 'family_code', null, 'family_code_expires_at', null,
      'members', '[]'::jsonb, 'uses', '{}'::jsonb, 'recent_uses', '[]'::jsonb
    );
  end if;
  select * into m from public.memberships where id = plan_id;
  select * into family from public.families f where f.membership_id = plan_id;
  period := membership_private.period_start_at(plan_id, now());
  holds := m.holder_id = uid;
  code_works := holds and m.plan = 'familiar' and family.code_expires_at > now();
  return jsonb_build_object(
    'status', membership_private.status_at(m.next_payment_date, now()),
    'role', case when holds then 'holder' else 'member' end,
    'plan', m.plan,
    'family_size', m.family_size,
    'frequency', m.frequency,
    'next_payment_date', membership_private.iso(m.next_payment_date),
    'family_code', case when code_works then family.code end,
    'family_code_expires_at',
      case when code_works then membership_private.iso(family.code_expires_at) end,
    'members', jsonb_build_array(jsonb_build_object(
        'id', m.holder_id,
        'name', case
          when holds then membership_private.account_name(m.holder_id)
          else membership_private.first_name(membership_private.account_name(m.holder_id))
        end,
        'role', 'holder'
      )) || coalesce((
        select jsonb_agg(
            case when holds then jsonb_build_object(
                'id', coalesce(fm.user_id, fm.id),
                'name', coalesce(fm.name, membership_private.account_name(fm.user_id)),
                'role', 'member',
                'kind', case when fm.user_id is null then 'added' else 'joined' end,
                'since', membership_private.iso(fm.added_at)
              )
            else jsonb_build_object(
                'id', coalesce(fm.user_id, fm.id),
                'name', case
                  when fm.user_id = uid then membership_private.account_name(uid)
                  else membership_private.first_name(
                    coalesce(fm.name, membership_private.account_name(fm.user_id))
                  )
                end,
                'role', 'member'
              )
            end
            order by fm.added_at, fm.id)
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
      ), '{}'::jsonb),
    'recent_uses', coalesce((
        select jsonb_agg(jsonb_build_object(
            'id', u.id,
            'service_id', u.service_id,
            'member_id', u.user_id,
            'used_at', membership_private.iso(u.used_at)
          ) order by u.used_at desc, u.id)
          from public.coverage_uses u
         where u.membership_id = plan_id and u.undone_at is null
           and u.used_at > now() - interval '10 minutes'
           and (holds or u.user_id = uid)
      ), '[]'::jsonb)
  );
end;
$$;

-- Payments are the holder's: a joined member gets [].
create or replace function public.my_payments()
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
    join public.memberships m on m.id = p.membership_id
   where m.holder_id = membership_private.caller()
$$;

-- Not in the contract: the holder reads the people they added, with CURP and birth date (for the
-- edit form). Anyone else: VM025.
create function public.family_people()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  family uuid := membership_private.held_family(membership_private.caller());
begin
  return coalesce((
    select jsonb_agg(jsonb_build_object(
        'id', fm.id, 'name', fm.name, 'curp', fm.curp, 'birth_date', fm.birth_date::text,
        'since', membership_private.iso(fm.added_at)
      ) order by fm.added_at, fm.id)
      from public.family_members fm where fm.family_id = family and fm.user_id is null
  ), '[]'::jsonb);
end;
$$;

revoke all on function
  public.join_family(text), public.regenerate_family_code(), public.family_people()
  from public, anon, authenticated, service_role;
grant execute on function
  public.join_family(text), public.regenerate_family_code(), public.family_people()
  to authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Row-level security: the holder reads the family, its payments and every use; a joined member their
-- own row and their own uses.

drop policy "payments: members read their plan's payments" on public.payments;
create policy "payments: holders read their plan's payments" on public.payments
  for select to authenticated
  using (membership_id = (select membership_private.my_held_membership_id()));

drop policy "families: members read their family" on public.families;
create policy "families: holders read their family" on public.families
  for select to authenticated
  using (membership_id = (select membership_private.my_held_membership_id()));

drop policy "family_members: members read their family's people" on public.family_members;
create policy "family_members: holders read their people, members their own row"
  on public.family_members
  for select to authenticated
  using (
    family_id = (select membership_private.my_held_family_id())
    or user_id = (select auth.uid())
  );

drop policy "coverage_uses: members read their plan's uses" on public.coverage_uses;
create policy "coverage_uses: members read their own uses, holders their plan's"
  on public.coverage_uses
  for select to authenticated
  using (
    user_id = (select auth.uid())
    or membership_id = (select membership_private.my_held_membership_id())
  );
