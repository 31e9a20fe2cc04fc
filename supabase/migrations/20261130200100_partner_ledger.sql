-- Issue 46, the assistance partner: its keys, the audit of its calls, the people it can look up, and
-- the uses it records in the coverage ledger. The API itself (public.partner_request) is in
-- 20261130200300_partner_request.sql, the member's readers in 20261130200200_partner_uses_readers.sql;
-- docs/partner-api.md describes the interface, docs/decisions.md ("Issue 46") the readings.
--
-- Schema partner_private: no API role has usage on it; the service role reaches it only through the
-- security-definer functions of the later migrations, members never (a member can read neither a
-- key, nor its hash, nor the audit).
--   partner_keys   one row per key: the partner's name, the key's public prefix (vpk_ and 8 symbols),
--                  the SHA-256 of the whole key (the key itself is shown once, when it is made, and
--                  kept nowhere), its rate per minute, when it was revoked.
--   rate_windows   calls per key and minute (the rate limit).
--   partner_calls  every call, answered or refused, with the key (or none), the member it was about
--                  and the answer's status: the audit an operator lists per member.
--   partner_uses   the partner's side of a use it recorded: the case reference (unique per partner:
--                  register-use is idempotent on it), the added person it was for, the member's own
--                  record of the same event it stands for (see below), and a void with its reason.
--
-- The ledger: public.coverage_uses gains recorded_by ('member' | 'provider'); a provider's use is a
-- row like any other, counted against the cap of its plan and period, and never undone by a member.
-- A member's use and the provider's use of the same service on the same plan, period and within 24
-- hours are one event (docs/decisions.md): the provider's row names the member's in member_use_id,
-- and a member's row named by a provider's row that is not voided does not count.
--
-- People a partner can look up (membership_private, kept from the accounts' metadata by a trigger on
-- auth.users):
--   member_cards       the card number the account was given at sign-up (vita_card_id, VITA- and 8
--                      hexadecimal symbols); the first account to hold a number keeps it, and a card
--                      never changes afterwards (only an operator changes it in SQL).
--   member_identities  the CURP and birth date of the account's profile (curp, birthDate), kept up to
--                      date as the member edits them.
--   Added people (family_members without an account) are found by their CURP and birth date.

create schema if not exists partner_private;
comment on schema partner_private is
  'The assistance partner''s keys, rate windows, call audit and recorded uses (issue 46); no API role.';
revoke all on schema partner_private from public;

create table partner_private.partner_keys (
  id uuid primary key default gen_random_uuid(),
  partner text not null check (char_length(partner) between 1 and 120),
  prefix text not null unique check (prefix ~ '^vpk_[2-9A-HJ-NP-Z]{8}$'),
  key_hash bytea not null unique check (octet_length(key_hash) = 32),
  rate_per_minute int not null default 60 check (rate_per_minute between 1 and 100000),
  created_at timestamptz not null default now(),
  revoked_at timestamptz,
  last_used_at timestamptz
);

create table partner_private.rate_windows (
  key_id uuid not null references partner_private.partner_keys (id) on delete cascade,
  window_start timestamptz not null,
  calls int not null,
  primary key (key_id, window_start)
);

create table partner_private.partner_calls (
  id bigint generated always as identity primary key,
  called_at timestamptz not null default now(),
  key_id uuid references partner_private.partner_keys (id) on delete set null,
  -- The prefix the caller sent (vpk_ and 8 symbols) when it had that shape; nothing else of a key.
  key_prefix text check (key_prefix ~ '^vpk_[2-9A-HJ-NP-Z]{8}$'),
  partner text,
  action text not null check (char_length(action) <= 40),
  status int not null,
  outcome text not null,
  -- The account the call was about (the holder for an added person), kept after it is deleted.
  member_id uuid,
  beneficiary_id uuid,
  service_id text,
  case_reference text,
  use_id uuid
);
create index partner_calls_member on partner_private.partner_calls (member_id, called_at desc)
  where member_id is not null;
create index partner_calls_key on partner_private.partner_calls (key_id, called_at desc);

alter table public.coverage_uses
  add column recorded_by text not null default 'member' check (recorded_by in ('member', 'provider'));
comment on column public.coverage_uses.recorded_by is
  'member: the member pressed ''Sí, lo usé''; provider: registrado por el proveedor (partner API).';

create table partner_private.partner_uses (
  use_id uuid primary key references public.coverage_uses (id) on delete cascade,
  key_id uuid not null references partner_private.partner_keys (id),
  partner text not null,
  case_reference text not null check (case_reference ~ '^[A-Za-z0-9._:/#-]{1,100}$'),
  -- The added person (family_members.id) the service was given to; null for an account holder.
  beneficiary_id uuid,
  -- The member's own record of the same event (see the header), while there is one.
  member_use_id uuid unique references public.coverage_uses (id) on delete set null,
  voided_at timestamptz,
  void_reason text check (char_length(void_reason) between 3 and 500),
  unique (partner, case_reference),
  check ((voided_at is null) = (void_reason is null))
);

alter table partner_private.partner_keys enable row level security;
alter table partner_private.rate_windows enable row level security;
alter table partner_private.partner_calls enable row level security;
alter table partner_private.partner_uses enable row level security;
revoke all on table
  partner_private.partner_keys, partner_private.rate_windows, partner_private.partner_calls,
  partner_private.partner_uses
  from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- Cards and identities

create table membership_private.member_cards (
  card_id text primary key check (card_id ~ '^VITA-[0-9A-F]{8}$'),
  user_id uuid not null unique references auth.users (id) on delete cascade
);

create table membership_private.member_identities (
  user_id uuid primary key references auth.users (id) on delete cascade,
  curp text not null check (curp ~ '^[A-Z0-9]{18}$'),
  birth_date date not null
);
create index member_identities_curp on membership_private.member_identities (curp, birth_date);
create index family_members_identity on public.family_members (curp, birth_date)
  where user_id is null;

alter table membership_private.member_cards enable row level security;
alter table membership_private.member_identities enable row level security;
revoke all on table membership_private.member_cards, membership_private.member_identities
  from public, anon, authenticated;

-- What an account's metadata says of its card, CURP and birth date, as the lookups keep them.
create function membership_private.keep_account_identity(
  account uuid,
  metadata jsonb
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  card text := upper(btrim(coalesce(metadata ->> 'vita_card_id', '')));
  typed_curp text := upper(btrim(coalesce(metadata ->> 'curp', '')));
  typed_birth text := btrim(coalesce(metadata ->> 'birthDate', ''));
  born date;
begin
  if card ~ '^VITA-[0-9A-F]{8}$' then
    insert into membership_private.member_cards (card_id, user_id) values (card, account)
    on conflict do nothing;
  end if;
  if typed_birth ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
    begin
      born := typed_birth::date;
    exception when others then
      born := null;
    end;
  end if;
  if typed_curp ~ '^[A-Z0-9]{18}$' and born is not null then
    insert into membership_private.member_identities as i (user_id, curp, birth_date)
    values (account, typed_curp, born)
    on conflict (user_id) do update set curp = excluded.curp, birth_date = excluded.birth_date
      where (i.curp, i.birth_date) is distinct from (excluded.curp, excluded.birth_date);
  else
    delete from membership_private.member_identities i where i.user_id = account;
  end if;
end;
$$;

create function membership_private.account_identity_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform membership_private.keep_account_identity(new.id, new.raw_user_meta_data);
  return null;
end;
$$;

create trigger account_identity_changed
  after insert or update of raw_user_meta_data on auth.users
  for each row execute function membership_private.account_identity_changed();

select membership_private.keep_account_identity(u.id, u.raw_user_meta_data)
  from auth.users u order by u.created_at, u.id;

-- ---------------------------------------------------------------------------------------------------
-- Counting, with the provider's record of an event standing for the member's

-- The member's uses of a plan's period that a provider's use (not voided) stands for.
create function membership_private.merged_member_use(member_use uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select exists (
    select 1 from partner_private.partner_uses p
      join public.coverage_uses pu on pu.id = p.use_id
     where p.member_use_id = member_use and pu.undone_at is null
  )
$$;

-- Uses that count in a plan's period, per service.
create function membership_private.counted_uses(plan_id uuid, period timestamptz)
returns table (service_id text, uses bigint)
language sql
stable
set search_path = ''
as $$
  select u.service_id, count(*)
    from public.coverage_uses u
   where u.membership_id = plan_id and u.period_start = period and u.undone_at is null
     and not membership_private.merged_member_use(u.id)
   group by u.service_id
$$;

-- The member's use that a new provider's use of `service` stands for: the latest one of the same
-- plan and period, within 24 hours, not undone and not already stood for.
create function membership_private.member_use_to_merge(plan_id uuid, period timestamptz, service text)
returns uuid
language sql
stable
set search_path = ''
as $$
  select u.id from public.coverage_uses u
   where u.membership_id = plan_id and u.period_start = period and u.service_id = service
     and u.recorded_by = 'member' and u.undone_at is null
     and u.used_at > now() - interval '24 hours'
     and not membership_private.merged_member_use(u.id)
   order by u.used_at desc, u.id
   limit 1
$$;

-- The provider's use that a new member's use of `service` is the same event as: the latest one of
-- the same plan and period, within 24 hours, not voided, standing for no member use that counts.
create function membership_private.provider_use_to_merge(plan_id uuid, period timestamptz, service text)
returns uuid
language sql
stable
set search_path = ''
as $$
  select u.id from public.coverage_uses u
    join partner_private.partner_uses p on p.use_id = u.id
    left join public.coverage_uses mu on mu.id = p.member_use_id
   where u.membership_id = plan_id and u.period_start = period and u.service_id = service
     and u.recorded_by = 'provider' and u.undone_at is null
     and u.used_at > now() - interval '24 hours'
     and (mu.id is null or mu.undone_at is not null)
   order by u.used_at desc, u.id
   limit 1
$$;

create index coverage_uses_service_recent
  on public.coverage_uses (membership_id, service_id, used_at desc)
  where undone_at is null;

revoke all on function
  membership_private.keep_account_identity(uuid, jsonb),
  membership_private.account_identity_changed(),
  membership_private.merged_member_use(uuid),
  membership_private.counted_uses(uuid, timestamptz),
  membership_private.member_use_to_merge(uuid, timestamptz, text),
  membership_private.provider_use_to_merge(uuid, timestamptz, text)
  from public, anon, authenticated;
