-- Issue 45: reminders that reach a locked phone (Web Push). docs/reminders-push.md describes the whole
-- feature; this migration keeps what the server needs to send them.
--
--   push_subscriptions           one row per device (its push endpoint and keys), at most 10 per
--                                member. Members read their own rows (row-level security) and change
--                                them only through the functions below; no direct writes.
--   reminder_preferences         per member: whether the lock screen may name the medicine or the
--                                appointment (off by default) and the member's IANA time zone
--                                (America/Mexico_City by default). Read own row; written through
--                                set_reminder_preferences.
--   reminders_private.sent_reminders
--                                the ledger: one row per (member, occurrence, device), so each
--                                occurrence goes to each device at most once, whatever the number of
--                                runs or retries. No API role reads it.
--
-- What is due (reminders_private.due_occurrences) is read from the member-data tables exactly as the
-- app reads them (src/domain/agenda/reminders.ts, appointmentAlarms.ts): a medicine at its `time` on
-- each local day unless ticked as taken that day; an appointment at its alarms, 4 hours before, or,
-- when that falls between 22:00 and 07:00, 21:00 the evening before and 1 hour before (the .ics file's
-- alarms). Wall-clock times are read in the member's zone as the app reads them: a time skipped by a
-- clock change rings the same distance after the jump (02:30 → 03:30), a time that happens twice rings
-- at its first occurrence. Occurrence ids are the app's reminder ids ('medicine:<id>:<day>T<HH:MM>',
-- 'appointment:<id>:<start ISO>' plus ':1h' for the hour-before alarm after a night one), so the
-- phone can tell that a push already delivered a reminder its in-app toast would show.
--
-- Member functions (authenticated; SQLSTATE 42501 when not signed in):
--   subscribe_push(endpoint, p256dh, auth_secret, device_label, time_zone) → uuid
--       VR001 'Ya tienes 10 teléfonos con recordatorios. Quita uno que ya no uses para agregar este.'
--       VR002 'Los datos de este teléfono para recibir recordatorios no son válidos.'
--       VR003 'No reconocemos esa zona horaria.'
--   unsubscribe_push(endpoint) → boolean, remove_push_device(device_id) → boolean
--   my_push_devices(endpoint) → jsonb [{id, label, created_at, last_sent_at, this_device}]
--   my_reminder_preferences() → jsonb {show_names, time_zone}
--   set_reminder_preferences(show_names, time_zone) → jsonb           VR003
-- Service-role functions (the send-reminders Edge Function):
--   claim_due_push_reminders(now, max_claims, run) → jsonb array: what is due in (now − 30 min, now]
--       on each device, claimed in the ledger in the same statement
--   settle_push_reminders(run, results, now) → void: sent, retry later, dropped, or gone (the
--       subscription is deleted)
--   snooze_push_reminder(...) → boolean: 'Recordármelo en 10 min' from the notification; the dose is
--       sent again to that device 10 minutes later unless ticked as taken by then
--   mark_push_reminder_taken(user_id, medicine_id, day) → boolean: 'Ya la tomé' from the notification;
--       the medicine's row is ticked for that day as the app ticks it, and reaches the member's
--       devices through the normal sync

create schema if not exists reminders_private;
comment on schema reminders_private is
  'Web Push reminders: the sent-reminders ledger and the due-reminder rules; reached only through '
  'functions in public.';
revoke all on schema reminders_private from public;

-- ---------------------------------------------------------------------------------------------------
-- Tables

create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The push service's URL for this browser. Browsers give https URLs; plain http is accepted only on
  -- the loopback address, where the tests' push-service stand-in listens.
  endpoint text not null unique check (
    char_length(endpoint) <= 2048
    and endpoint ~ '^(https://[^/\s]+/|http://(127\.0\.0\.1|localhost)(:[0-9]+)?/)\S*$'
  ),
  -- The browser's P-256 public key (65 bytes) and auth secret (16 bytes), base64url without padding.
  p256dh text not null check (p256dh ~ '^[A-Za-z0-9_-]{87}$'),
  auth_secret text not null check (auth_secret ~ '^[A-Za-z0-9_-]{22}$'),
  label text not null check (char_length(label) between 1 and 80),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_sent_at timestamptz
);
create index push_subscriptions_user on public.push_subscriptions (user_id, created_at);

create table public.reminder_preferences (
  user_id uuid primary key references auth.users (id) on delete cascade,
  show_names boolean not null default false,
  time_zone text not null default 'America/Mexico_City' check (char_length(time_zone) <= 64),
  updated_at timestamptz not null default now()
);

create table reminders_private.sent_reminders (
  user_id uuid not null references auth.users (id) on delete cascade,
  occurrence text not null,
  subscription_id uuid not null references public.push_subscriptions (id) on delete cascade,
  due_at timestamptz not null,
  -- The run holding the claim (null once it let the claim go for a later retry).
  claimed_by uuid,
  claimed_at timestamptz not null,
  attempts int not null default 1,
  next_attempt_at timestamptz,
  sent_at timestamptz,
  dropped_at timestamptz,
  last_status int,
  primary key (user_id, occurrence, subscription_id)
);
create index sent_reminders_due on reminders_private.sent_reminders (due_at);
create index sent_reminders_subscription on reminders_private.sent_reminders (subscription_id);

-- 'Recordármelo en 10 min': a medicine reminder to send again to one device. One per device and
-- reminder (snoozing again moves it); sent under the occurrence '<reminder>:snooze:<epoch seconds>'.
create table reminders_private.snoozes (
  subscription_id uuid not null references public.push_subscriptions (id) on delete cascade,
  reminder text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  item_id text not null,
  local_day date not null,
  local_time text not null,
  due_at timestamptz not null,
  primary key (subscription_id, reminder)
);
create index snoozes_due on reminders_private.snoozes (due_at);
alter table reminders_private.snoozes enable row level security;
revoke all on table reminders_private.snoozes from public;

alter table public.push_subscriptions enable row level security;
create policy "push_subscriptions: members read their own devices" on public.push_subscriptions
  for select to authenticated using ((select auth.uid()) = user_id);
revoke all on table public.push_subscriptions from public, anon, authenticated;
grant select on table public.push_subscriptions to authenticated;

alter table public.reminder_preferences enable row level security;
create policy "reminder_preferences: members read their own" on public.reminder_preferences
  for select to authenticated using ((select auth.uid()) = user_id);
revoke all on table public.reminder_preferences from public, anon, authenticated;
grant select on table public.reminder_preferences to authenticated;

alter table reminders_private.sent_reminders enable row level security;
revoke all on table reminders_private.sent_reminders from public;

-- ---------------------------------------------------------------------------------------------------
-- Time rules (mirror src/domain/format/zonedTime.ts and src/domain/agenda/appointmentAlarms.ts)

-- The instant at which the zone's clocks read `wall`. As zonedTime.ts's instantAt: of the offsets in
-- force 12 hours before and after, the ones that give back `wall`; the earlier instant when both do
-- (a repeated hour), and the one with the offset from before when neither does (a skipped hour).
-- (Postgres's own `wall at time zone tz` picks the later instant of a repeated hour.)
create function reminders_private.zoned_instant(wall timestamp, tz text)
returns timestamptz
language sql stable
set search_path = ''
as $$
  with u as (select wall at time zone 'UTC' as as_utc),
  c as (
    select
      as_utc - (((as_utc - interval '12 hours') at time zone tz)
        - ((as_utc - interval '12 hours') at time zone 'UTC')) as before,
      as_utc - (((as_utc + interval '12 hours') at time zone tz)
        - ((as_utc + interval '12 hours') at time zone 'UTC')) as after
    from u
  )
  select case
    when (before at time zone tz) = wall and (after at time zone tz) = wall then least(before, after)
    when (after at time zone tz) = wall then after
    else before
  end
  from c
$$;

-- An appointment's start from its `datetime` (ISO 8601): with an offset an instant, without one a
-- wall-clock time in the member's zone; null for what the app cannot read either (appointmentTime.ts).
create function reminders_private.appointment_start(value text, tz text)
returns timestamptz
language plpgsql stable
set search_path = ''
as $$
begin
  if value is null
    or value !~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$'
    or substr(value, 12, 2)::int > 23
    or substr(value, 15, 2)::int > 59
    or (substr(value, 17, 1) = ':' and substr(value, 18, 2)::int > 59)
  then
    return null;
  end if;
  if value ~ '(Z|[+-]\d{2}:\d{2})$' then
    return value::timestamptz;
  end if;
  return reminders_private.zoned_instant(value::timestamp, tz);
exception
  -- A date that does not exist (2026-02-30): the app skips it too.
  when datetime_field_overflow or invalid_datetime_format then
    return null;
end;
$$;

-- The alarms of an appointment starting at `starts_at`: 4 hours before; or, when that falls between
-- 22:00 and 06:59 on the member's clock, 21:00 the evening before and 1 hour before.
create function reminders_private.appointment_alarms(starts_at timestamptz, tz text)
returns table (kind text, at timestamptz)
language sql stable
set search_path = ''
as $$
  with lead as (
    select starts_at - interval '4 hours' as at,
           extract(hour from ((starts_at - interval '4 hours') at time zone tz))::int as hour
  )
  select 'lead', lead.at from lead where lead.hour between 7 and 21
  union all
  select 'evening', reminders_private.zoned_instant(
      ((case when lead.hour < 7 then lead.at - interval '8 hours' else lead.at end)
        at time zone tz)::date + time '21:00',
      tz)
    from lead where not (lead.hour between 7 and 21)
  union all
  select 'lastCall', starts_at - interval '1 hour' from lead where not (lead.hour between 7 and 21)
$$;

-- What every subscribed member has due in (from_at, to_at], one row per occurrence (not per device).
create function reminders_private.due_occurrences(from_at timestamptz, to_at timestamptz)
returns table (
  user_id uuid,
  occurrence text,
  kind text,
  item_id text,
  due_at timestamptz,
  local_day text,
  local_time text,
  name text,
  dose text,
  title text,
  location text,
  starts_at timestamptz,
  alarm text,
  show_names boolean,
  time_zone text,
  -- Set for a snoozed reminder: the one device it goes to.
  only_subscription uuid
)
language sql stable
set search_path = ''
as $$
  with members as (
    select s.user_id,
           coalesce(p.time_zone, 'America/Mexico_City') as tz,
           coalesce(p.show_names, false) as show_names
      from (select distinct user_id from public.push_subscriptions) s
      left join public.reminder_preferences p on p.user_id = s.user_id
  ),
  windows as (
    -- The member's wall clock at both ends; a medicine can only be due on one of those two days.
    select m.*, (from_at at time zone m.tz) as wall_from, (to_at at time zone m.tz) as wall_to
      from members m
  ),
  medicine_candidates as (
    select w.user_id, w.tz, w.show_names, md.id as item_id, md.entry, d.day,
           d.day + (md.entry ->> 'time')::time as wall
      from windows w
      join public.medicines md on md.user_id = w.user_id and md.entry is not null
      cross join lateral (
        select distinct x as day from unnest(array[w.wall_from::date, w.wall_to::date]) x
      ) d
     -- Cheap first cut on the wall clock (a clock change moves a time by at most an hour or two),
     -- before the exact instant is worked out.
     where d.day + (md.entry ->> 'time')::time
           between w.wall_from - interval '3 hours' and w.wall_to + interval '3 hours'
  ),
  medicines_due as (
    select c.*, reminders_private.zoned_instant(c.wall, c.tz) as due_at
      from medicine_candidates c
     where not (c.entry ->> 'taken' = 'true' and c.entry ->> 'takenOn' = to_char(c.day, 'YYYY-MM-DD'))
  ),
  appointment_starts as (
    select w.user_id, w.tz, w.show_names, a.id as item_id, a.entry,
           reminders_private.appointment_start(a.entry ->> 'datetime', w.tz) as starts_at
      from windows w
      join public.appointments a on a.user_id = w.user_id and a.entry is not null
     -- The date written in `datetime` is within a day of the start on any clock, and an alarm rings
     -- at most 14 hours before the start: a text comparison leaves out the rest before parsing.
     where left(a.entry ->> 'datetime', 10)
           between to_char(w.wall_from::date - 2, 'YYYY-MM-DD') and to_char(w.wall_to::date + 3, 'YYYY-MM-DD')
  )
  select md.user_id,
         'medicine:' || md.item_id || ':' || to_char(md.day, 'YYYY-MM-DD') || 'T' || (md.entry ->> 'time'),
         'medicine', md.item_id, md.due_at,
         to_char(md.day, 'YYYY-MM-DD'), md.entry ->> 'time',
         md.entry ->> 'name', md.entry ->> 'dose', null::text, null::text, null::timestamptz, null::text,
         md.show_names, md.tz, null::uuid
    from medicines_due md
   where md.due_at > from_at and md.due_at <= to_at
  union all
  select sn.user_id,
         sn.reminder || ':snooze:' || extract(epoch from sn.due_at)::bigint,
         'medicine', sn.item_id, sn.due_at,
         to_char(sn.local_day, 'YYYY-MM-DD'), sn.local_time,
         md.entry ->> 'name', md.entry ->> 'dose', null::text, null::text, null::timestamptz, null::text,
         w.show_names, w.tz, sn.subscription_id
    from reminders_private.snoozes sn
    join windows w on w.user_id = sn.user_id
    join public.medicines md on md.user_id = sn.user_id and md.id = sn.item_id and md.entry is not null
   where sn.due_at > from_at and sn.due_at <= to_at
     and not (md.entry ->> 'taken' = 'true' and md.entry ->> 'takenOn' = to_char(sn.local_day, 'YYYY-MM-DD'))
  union all
  select ap.user_id,
         'appointment:' || ap.item_id || ':'
           || to_char(ap.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
           || case when al.kind = 'lastCall' then ':1h' else '' end,
         'appointment', ap.item_id, al.at,
         to_char(ap.starts_at at time zone ap.tz, 'YYYY-MM-DD'),
         to_char(ap.starts_at at time zone ap.tz, 'HH24:MI'),
         null::text, null::text, ap.entry ->> 'title', nullif(btrim(coalesce(ap.entry ->> 'location', '')), ''),
         ap.starts_at, al.kind,
         ap.show_names, ap.tz, null::uuid
    from appointment_starts ap
    cross join lateral reminders_private.appointment_alarms(ap.starts_at, ap.tz) al
   where ap.starts_at is not null
     and al.at > from_at and al.at <= to_at
     and al.at < ap.starts_at
$$;

-- A reminder more than this late is not sent.
create function reminders_private.lateness_limit()
returns interval
language sql immutable
set search_path = ''
as $$ select interval '30 minutes' $$;

-- ---------------------------------------------------------------------------------------------------
-- Member functions

create function reminders_private.caller()
returns uuid
language plpgsql stable
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception 'Inicia sesión para usar los recordatorios.' using errcode = '42501';
  end if;
  return uid;
end;
$$;

create function reminders_private.checked_time_zone(tz text)
returns text
language plpgsql stable
set search_path = ''
as $$
begin
  if tz is null or char_length(tz) > 64
    or not exists (select 1 from pg_catalog.pg_timezone_names where name = tz)
  then
    raise exception 'No reconocemos esa zona horaria.' using errcode = 'VR003';
  end if;
  return tz;
end;
$$;

-- Base64 or base64url, padded or not, as base64url without padding.
create function reminders_private.base64url(value text)
returns text
language sql immutable
set search_path = ''
as $$ select rtrim(translate(btrim(value), '+/', '-_'), '=') $$;

create function public.subscribe_push(
  endpoint text,
  p256dh text,
  auth_secret text,
  device_label text default null,
  time_zone text default null
)
returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  uid uuid := reminders_private.caller();
  clean_endpoint text := btrim(subscribe_push.endpoint);
  clean_key text := reminders_private.base64url(subscribe_push.p256dh);
  clean_auth text := reminders_private.base64url(subscribe_push.auth_secret);
  clean_label text := coalesce(
    nullif(left(regexp_replace(btrim(coalesce(device_label, '')), '\s+', ' ', 'g'), 80), ''),
    'Teléfono');
  existing public.push_subscriptions;
  device uuid;
begin
  if clean_endpoint is null
    or char_length(clean_endpoint) > 2048
    or clean_endpoint !~ '^(https://[^/\s]+/|http://(127\.0\.0\.1|localhost)(:[0-9]+)?/)\S*$'
    or clean_key is null or clean_key !~ '^[A-Za-z0-9_-]{87}$'
    or clean_auth is null or clean_auth !~ '^[A-Za-z0-9_-]{22}$'
  then
    raise exception 'Los datos de este teléfono para recibir recordatorios no son válidos.'
      using errcode = 'VR002';
  end if;
  if subscribe_push.time_zone is not null then
    insert into public.reminder_preferences as p (user_id, time_zone)
      values (uid, reminders_private.checked_time_zone(subscribe_push.time_zone))
      on conflict (user_id) do update set time_zone = excluded.time_zone, updated_at = now()
      where p.time_zone is distinct from excluded.time_zone;
  end if;
  -- One member's subscriptions at a time, so two phones subscribing at once cannot pass the limit.
  perform pg_advisory_xact_lock(hashtextextended('push_subscriptions:' || uid::text, 0));

  select * into existing from public.push_subscriptions s where s.endpoint = clean_endpoint for update;
  if found and existing.user_id = uid then
    update public.push_subscriptions s
       set p256dh = clean_key, auth_secret = clean_auth, label = clean_label, updated_at = now()
     where s.id = existing.id;
    return existing.id;
  end if;
  if (select count(*) from public.push_subscriptions s where s.user_id = uid) >= 10 then
    raise exception 'Ya tienes 10 teléfonos con recordatorios. Quita uno que ya no uses para agregar este.'
      using errcode = 'VR001';
  end if;
  if found then
    -- The browser now belongs to whoever signed in on it: the other member's reminders stop here.
    delete from public.push_subscriptions s where s.id = existing.id;
  end if;
  insert into public.push_subscriptions (user_id, endpoint, p256dh, auth_secret, label)
    values (uid, clean_endpoint, clean_key, clean_auth, clean_label)
    returning id into device;
  return device;
end;
$$;

create function public.unsubscribe_push(endpoint text)
returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  uid uuid := reminders_private.caller();
begin
  delete from public.push_subscriptions s
   where s.user_id = uid and s.endpoint = btrim(unsubscribe_push.endpoint);
  return found;
end;
$$;

create function public.remove_push_device(device_id uuid)
returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  uid uuid := reminders_private.caller();
begin
  delete from public.push_subscriptions s where s.user_id = uid and s.id = device_id;
  return found;
end;
$$;

create function public.my_push_devices(endpoint text default null)
returns jsonb
language plpgsql security definer stable
set search_path = ''
as $$
declare
  uid uuid := reminders_private.caller();
begin
  return coalesce(
    (select jsonb_agg(jsonb_build_object(
              'id', s.id,
              'label', s.label,
              'created_at', s.created_at,
              'last_sent_at', s.last_sent_at,
              'this_device', s.endpoint = btrim(coalesce(my_push_devices.endpoint, '')))
            order by s.created_at desc, s.id)
       from public.push_subscriptions s where s.user_id = uid),
    '[]'::jsonb);
end;
$$;

create function public.my_reminder_preferences()
returns jsonb
language plpgsql security definer stable
set search_path = ''
as $$
declare
  uid uuid := reminders_private.caller();
  prefs public.reminder_preferences;
begin
  select * into prefs from public.reminder_preferences p where p.user_id = uid;
  return jsonb_build_object(
    'show_names', coalesce(prefs.show_names, false),
    'time_zone', coalesce(prefs.time_zone, 'America/Mexico_City'));
end;
$$;

-- Null leaves a setting as it is.
create function public.set_reminder_preferences(
  show_names boolean default null,
  time_zone text default null
)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  uid uuid := reminders_private.caller();
  tz text := case when set_reminder_preferences.time_zone is null then null
                  else reminders_private.checked_time_zone(set_reminder_preferences.time_zone) end;
begin
  insert into public.reminder_preferences as p (user_id, show_names, time_zone)
    values (uid, coalesce(set_reminder_preferences.show_names, false),
            coalesce(tz, 'America/Mexico_City'))
    on conflict (user_id) do update
      set show_names = coalesce(set_reminder_preferences.show_names, p.show_names),
          time_zone = coalesce(tz, p.time_zone),
          updated_at = now();
  return public.my_reminder_preferences();
end;
$$;

-- ---------------------------------------------------------------------------------------------------
-- Service-role functions (the send-reminders Edge Function)

-- Claims up to `max_claims` (device, occurrence) pairs due in (now − 30 min, now] that no run has sent,
-- dropped, or holds, and returns what sending each one needs. The claim is an insert into the ledger
-- keyed by (member, occurrence, device): of two runs at once, one inserts and the other finds the row
-- taken, so each pair is handed to one run only. A claim let go for a retry (settle 'retry') is
-- claimed again once its next_attempt_at has come, while the reminder is at most 30 minutes late. A
-- claim whose run died is never taken again: it may have been sent.
create function public.claim_due_push_reminders(
  now timestamptz default pg_catalog.now(),
  max_claims int default 200,
  run uuid default gen_random_uuid()
)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  -- Due in [now − 30 min, now]: exactly 30 minutes late is still sent, more is not (the window of
  -- due_occurrences is open at its start).
  from_at timestamptz :=
    claim_due_push_reminders.now - reminders_private.lateness_limit() - interval '1 microsecond';
  claims jsonb;
begin
  if max_claims is null or max_claims < 1 or max_claims > 5000 or run is null then
    raise exception 'max_claims must be 1–5000 and run given' using errcode = '22023';
  end if;
  -- The ledger keeps three days, more than any reminder can still be due.
  delete from reminders_private.sent_reminders l
   where l.due_at < claim_due_push_reminders.now - interval '3 days';

  with due as (
    select d.*, s.id as subscription_id, s.endpoint, s.p256dh, s.auth_secret
      from reminders_private.due_occurrences(from_at, claim_due_push_reminders.now) d
      join public.push_subscriptions s on s.user_id = d.user_id
     -- A phone subscribed after the time got that reminder in the app, if at all.
     where d.due_at >= s.created_at
       and (d.only_subscription is null or d.only_subscription = s.id)
       and not exists (
         select 1 from reminders_private.sent_reminders l
          where l.user_id = d.user_id and l.occurrence = d.occurrence
            and l.subscription_id = s.id
            and (l.sent_at is not null or l.dropped_at is not null or l.claimed_by is not null
                 or l.next_attempt_at > claim_due_push_reminders.now))
     order by d.due_at, d.user_id, d.occurrence, s.id
     limit max_claims
  ),
  claimed as (
    insert into reminders_private.sent_reminders as l
      (user_id, occurrence, subscription_id, due_at, claimed_by, claimed_at, attempts)
    select due.user_id, due.occurrence, due.subscription_id, due.due_at, run,
           claim_due_push_reminders.now, 1
      from due
    on conflict (user_id, occurrence, subscription_id) do update
      set claimed_by = excluded.claimed_by,
          claimed_at = excluded.claimed_at,
          attempts = l.attempts + 1
      where l.sent_at is null and l.dropped_at is null and l.claimed_by is null
        and coalesce(l.next_attempt_at, '-infinity') <= excluded.claimed_at
    returning l.user_id, l.occurrence, l.subscription_id, l.attempts
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'subscription_id', due.subscription_id,
           'endpoint', due.endpoint,
           'p256dh', due.p256dh,
           'auth', due.auth_secret,
           'user_id', due.user_id,
           'occurrence', due.occurrence,
           'kind', due.kind,
           'item_id', due.item_id,
           'due_at', due.due_at,
           'local_day', due.local_day,
           'local_time', due.local_time,
           'name', due.name,
           'dose', due.dose,
           'title', due.title,
           'location', due.location,
           'starts_at', due.starts_at,
           'alarm', due.alarm,
           'show_names', due.show_names,
           'time_zone', due.time_zone,
           'attempts', claimed.attempts)
         order by due.due_at, due.user_id, due.occurrence, due.subscription_id), '[]'::jsonb)
    into claims
    from claimed
    join due on due.user_id = claimed.user_id and due.occurrence = claimed.occurrence
            and due.subscription_id = claimed.subscription_id;
  return claims;
end;
$$;

-- What became of each claimed pair: results is [{subscription_id, occurrence, user_id, outcome,
-- status, retry_at}] with outcome
--   sent     the push service took it (2xx)
--   retry    429 / 5xx / no answer after the run's own retries: the claim is let go until retry_at
--   dropped  refused for good (another 4xx), or more than 30 minutes late
--   gone     404 / 410: the subscription no longer exists; it is deleted (with its ledger rows)
-- Only the run holding a claim settles it.
create function public.settle_push_reminders(
  run uuid,
  results jsonb,
  now timestamptz default pg_catalog.now()
)
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  if jsonb_typeof(results) is distinct from 'array' then
    raise exception 'results must be an array' using errcode = '22023';
  end if;
  with r as (
    select (x ->> 'subscription_id')::uuid as subscription_id, x ->> 'occurrence' as occurrence,
           (x ->> 'user_id')::uuid as user_id, x ->> 'outcome' as outcome,
           (x ->> 'status')::int as status, (x ->> 'retry_at')::timestamptz as retry_at
      from jsonb_array_elements(results) x
  ),
  settled as (
    update reminders_private.sent_reminders l
       set sent_at = case when r.outcome = 'sent' then settle_push_reminders.now end,
           dropped_at = case when r.outcome = 'dropped' then settle_push_reminders.now end,
           claimed_by = case when r.outcome = 'retry' then null else l.claimed_by end,
           next_attempt_at = case when r.outcome = 'retry' then r.retry_at end,
           last_status = r.status
      from r
     where l.user_id = r.user_id and l.occurrence = r.occurrence
       and l.subscription_id = r.subscription_id and l.claimed_by = run
       and r.outcome in ('sent', 'retry', 'dropped')
    returning l.subscription_id, r.outcome
  )
  update public.push_subscriptions s
     set last_sent_at = settle_push_reminders.now
   where s.id in (select subscription_id from settled where outcome = 'sent');

  delete from public.push_subscriptions s
   where s.id in (
     select (x ->> 'subscription_id')::uuid from jsonb_array_elements(results) x
      where x ->> 'outcome' = 'gone'
        and exists (
          select 1 from reminders_private.sent_reminders l
           where l.subscription_id = (x ->> 'subscription_id')::uuid
             and l.occurrence = x ->> 'occurrence' and l.claimed_by = run));
end;
$$;

-- 'Recordármelo en 10 min' on a medicine reminder that was sent to this device (the Edge Function
-- checks the notification's signed action token first). `reminder` is the app's reminder id
-- ('medicine:<id>:<day>T<HH:MM>'); a snoozed reminder snoozed again moves the same snooze.
create function public.snooze_push_reminder(
  subscription_id uuid,
  user_id uuid,
  reminder text,
  minutes int default 10,
  now timestamptz default pg_catalog.now()
)
returns boolean
language plpgsql security definer
set search_path = ''
as $$
declare
  parts text[] := regexp_match(snooze_push_reminder.reminder,
    '^medicine:(.+):(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$');
begin
  if parts is null or minutes is null or minutes not between 1 and 60 then
    raise exception 'Only a medicine reminder can be snoozed, for 1–60 minutes' using errcode = '22023';
  end if;
  if not exists (
    select 1 from public.push_subscriptions s
     where s.id = snooze_push_reminder.subscription_id and s.user_id = snooze_push_reminder.user_id)
  then
    return false;
  end if;
  insert into reminders_private.snoozes as sn
    (subscription_id, reminder, user_id, item_id, local_day, local_time, due_at)
  values (snooze_push_reminder.subscription_id, snooze_push_reminder.reminder,
          snooze_push_reminder.user_id, parts[1], parts[2]::date, parts[3],
          date_trunc('second', snooze_push_reminder.now) + make_interval(mins => minutes))
  on conflict on constraint snoozes_pkey do update set due_at = excluded.due_at;
  -- Snoozes of days gone by are of no use.
  delete from reminders_private.snoozes sn where sn.due_at < snooze_push_reminder.now - interval '1 day';
  return true;
end;
$$;

-- 'Ya la tomé': ticks the medicine for that day in the member's own row, as the app ticks it
-- (taken: true, takenOn: the day; src/domain/agenda/medicineTaken.ts), so the member's devices pull it
-- through the normal sync and the reminder is not sent again. False when the medicine is gone.
create function public.mark_push_reminder_taken(
  user_id uuid,
  medicine_id text,
  day date
)
returns boolean
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.medicines md
     set entry = md.entry || jsonb_build_object('taken', true, 'takenOn', to_char(day, 'YYYY-MM-DD')),
         -- The server's clock, as for every write of member data (the newer change wins).
         updated_at = clock_timestamp()
   where md.user_id = mark_push_reminder_taken.user_id and md.id = medicine_id
     and md.entry is not null
     and not (md.entry ->> 'taken' = 'true' and md.entry ->> 'takenOn' = to_char(day, 'YYYY-MM-DD'));
  -- Already ticked for that day (a second tap, or ticked in the app) counts as done.
  return exists (
    select 1 from public.medicines md
     where md.user_id = mark_push_reminder_taken.user_id and md.id = medicine_id
       and md.entry ->> 'taken' = 'true' and md.entry ->> 'takenOn' = to_char(day, 'YYYY-MM-DD'));
end;
$$;

-- ---------------------------------------------------------------------------------------------------
-- Who may call what

revoke all on all functions in schema reminders_private from public;
revoke execute on function
  public.subscribe_push(text, text, text, text, text),
  public.unsubscribe_push(text),
  public.remove_push_device(uuid),
  public.my_push_devices(text),
  public.my_reminder_preferences(),
  public.set_reminder_preferences(boolean, text),
  public.claim_due_push_reminders(timestamptz, int, uuid),
  public.settle_push_reminders(uuid, jsonb, timestamptz),
  public.snooze_push_reminder(uuid, uuid, text, int, timestamptz),
  public.mark_push_reminder_taken(uuid, text, date)
from public, anon, authenticated, service_role;
grant execute on function
  public.subscribe_push(text, text, text, text, text),
  public.unsubscribe_push(text),
  public.remove_push_device(uuid),
  public.my_push_devices(text),
  public.my_reminder_preferences(),
  public.set_reminder_preferences(boolean, text)
to authenticated;
grant execute on function
  public.claim_due_push_reminders(timestamptz, int, uuid),
  public.settle_push_reminders(uuid, jsonb, timestamptz),
  public.snooze_push_reminder(uuid, uuid, text, int, timestamptz),
  public.mark_push_reminder_taken(uuid, text, date)
to service_role;
