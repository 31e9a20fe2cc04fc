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
--   queue_due_push_reminders(now) → int: puts what is due in [now − 30 min, now] on each device in
--       the ledger, once per (member, occurrence, device)
--   claim_due_push_reminders(now, max_claims, run) → jsonb array: a batch of queued rows for one run,
--       with what sending each needs
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

-- A row is queued when its reminder falls due (queue_due_push_reminders), claimed by one run, and
-- ends sent or dropped; a claim let go for a retry waits for next_attempt_at. It names the item and
-- the occurrence, not what the item says: names are read from the member's data when it is sent.
create table reminders_private.sent_reminders (
  user_id uuid not null references auth.users (id) on delete cascade,
  occurrence text not null,
  subscription_id uuid not null references public.push_subscriptions (id) on delete cascade,
  kind text not null check (kind in ('medicine', 'appointment')),
  item_id text not null,
  local_day text not null,
  local_time text not null,
  starts_at timestamptz,
  alarm text,
  due_at timestamptz not null,
  queued_at timestamptz not null,
  next_attempt_at timestamptz not null,
  -- The run holding the claim (null while queued, and once let go for a later retry).
  claimed_by uuid,
  claimed_at timestamptz,
  attempts int not null default 0,
  sent_at timestamptz,
  dropped_at timestamptz,
  last_status int,
  primary key (user_id, occurrence, subscription_id)
);
create index sent_reminders_due on reminders_private.sent_reminders (due_at);
create index sent_reminders_subscription on reminders_private.sent_reminders (subscription_id);
create index sent_reminders_waiting on reminders_private.sent_reminders (next_attempt_at)
  where sent_at is null and dropped_at is null and claimed_by is null;

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

-- These helpers are plain SQL without a SET clause so that Postgres inlines them into the queries of
-- the functions below (which run with search_path ''); every name in them is qualified.

-- The instant at which the zone's clocks read `wall`, as zonedTime.ts's instantAt gives it: a time
-- skipped by a clock change resolves to the same distance after the jump, a time that happens twice to
-- its first occurrence. Postgres's own `wall at time zone tz` does the first (it reads a skipped time
-- with the offset from before the jump) but takes the later occurrence of a repeated time, so the
-- earlier one is looked for 30 minutes, 1 hour and 2 hours before it (every clock change there is).
create function reminders_private.zoned_instant(wall timestamp, tz text)
returns timestamptz
language sql immutable
as $$
  select case
    when (((wall at time zone tz) - interval '2 hours') at time zone tz) = wall
      then (wall at time zone tz) - interval '2 hours'
    when (((wall at time zone tz) - interval '1 hour') at time zone tz) = wall
      then (wall at time zone tz) - interval '1 hour'
    when (((wall at time zone tz) - interval '30 minutes') at time zone tz) = wall
      then (wall at time zone tz) - interval '30 minutes'
    else wall at time zone tz
  end
$$;

-- An appointment's start from its `datetime` (ISO 8601): with an offset an instant, without one a
-- wall-clock time in the member's zone; null for what the app cannot read either (appointmentTime.ts),
-- such as 2026-02-30 or 24:00. Nested CASEs, so no cast is tried on a value not checked first.
create function reminders_private.appointment_start(value text, tz text)
returns timestamptz
language sql stable
as $$
  select case
    when value ~ '^\d{4}-(0[1-9]|1[0-2])-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$'
      then case
        when substr(value, 1, 4)::int >= 1
          and substr(value, 9, 2)::int between 1 and extract(day from (
            make_date(substr(value, 1, 4)::int, substr(value, 6, 2)::int, 1)
            + interval '1 month' - interval '1 day'))::int
        then case
          when value ~ '(Z|[+-]\d{2}:\d{2})$' then value::timestamptz
          else reminders_private.zoned_instant(value::timestamp, tz)
        end
      end
  end
$$;

-- The alarms of an appointment starting at `starts_at`: 4 hours before; or, when that falls between
-- 22:00 and 06:59 on the member's clock, 21:00 the evening before and 1 hour before.
create function reminders_private.appointment_alarms(starts_at timestamptz, tz text)
returns table (kind text, at timestamptz)
language sql stable
as $$
  select alarm.kind, alarm.at
    from (select starts_at - interval '4 hours' as at,
                 extract(hour from ((starts_at - interval '4 hours') at time zone tz))::int as hour) lead
    cross join lateral (
      select 'lead' as kind, lead.at where lead.hour between 7 and 21
      union all
      select 'evening', reminders_private.zoned_instant(
          ((case when lead.hour < 7 then lead.at - interval '8 hours' else lead.at end)
            at time zone tz)::date + time '21:00',
          tz)
       where not (lead.hour between 7 and 21)
      union all
      select 'lastCall', starts_at - interval '1 hour' where not (lead.hour between 7 and 21)
    ) alarm
$$;

-- What every subscribed member has due in (from_at, to_at], one row per occurrence (not per device).
-- Built to stay cheap with many members: the time-zone arithmetic is done per zone and minute of the
-- window, not per row; medicines are found by their 'HH:MM' (index medicines_due_time) and
-- appointments by their `datetime` (appointments_due_datetime), and each is parsed once.
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
as $$
  with members as materialized (
    select s.user_id,
           coalesce(p.time_zone, 'America/Mexico_City') as tz,
           coalesce(p.show_names, false) as show_names
      from (select distinct ps.user_id from public.push_subscriptions ps) s
      left join public.reminder_preferences p on p.user_id = s.user_id
  ),
  zones as materialized (select distinct members.tz from members),
  -- Each whole minute of the window, and the wall-clock times of each zone that ring at it: its own
  -- reading, or a time a clock change skipped (which rings as long after the jump as it lay after
  -- the start of the gap). A repeated time belongs to its first occurrence only.
  walls as materialized (
    select z.tz, i.at, w.wall
      from zones z
      cross join generate_series(date_trunc('minute', from_at) + interval '1 minute', to_at,
                                 interval '1 minute') i(at)
      cross join lateral (
        values (i.at at time zone z.tz),
               ((i.at at time zone z.tz) - interval '30 minutes'),
               ((i.at at time zone z.tz) - interval '1 hour'),
               ((i.at at time zone z.tz) - interval '2 hours')
      ) w(wall)
     where reminders_private.zoned_instant(w.wall, z.tz) = i.at
  ),
  medicines_due as (
    select m.user_id, m.tz, m.show_names, md.id as item_id, md.entry, wl.at as due_at,
           to_char(wl.wall, 'YYYY-MM-DD') as day
      from walls wl
      join public.medicines md
        on md.entry ->> 'time' = to_char(wl.wall, 'HH24:MI') and md.entry is not null
      join members m on m.user_id = md.user_id and m.tz = wl.tz
     where not (md.entry ->> 'taken' = 'true' and md.entry ->> 'takenOn' = to_char(wl.wall, 'YYYY-MM-DD'))
  ),
  -- Which appointments to read: their alarms ring 4 hours or 1 hour before the start, or at 21:00 the
  -- evening before (at most 15 hours before, a clock change included). The app writes `datetime` as a
  -- UTC instant ('…Z', toISOString), which sorts as text in time order: those starting 1 to 4 hours
  -- after the window are found by a range of the index appointments_due_datetime. By the date written
  -- in them (within a day of the start's UTC date), the same index also finds older forms (without
  -- an offset, or another offset) and, while it is 21:00 somewhere, tomorrow's appointments.
  appointment_rows as (
    select a.user_id, a.id, a.entry
      from public.appointments a
     where a.entry is not null
       and a.entry ->> 'datetime'
           between to_char((from_at + interval '1 hour') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI')
               and to_char((to_at + interval '4 hours') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') || '~'
    union
    select a.user_id, a.id, a.entry
      from public.appointments a
     where a.entry is not null
       and a.entry ->> 'datetime'
           between to_char((from_at at time zone 'UTC')::date - 1, 'YYYY-MM-DD')
               and to_char(((to_at + interval '15 hours') at time zone 'UTC')::date + 1, 'YYYY-MM-DD') || '~'
       and (a.entry ->> 'datetime' !~ 'Z$'
            or exists (select 1 from walls where walls.wall::time = time '21:00'))
  ),
  appointment_starts as materialized (
    select m.user_id, m.tz, m.show_names, a.id as item_id, a.entry,
           reminders_private.appointment_start(a.entry ->> 'datetime', m.tz) as starts_at
      from appointment_rows a
      join members m on m.user_id = a.user_id
  )
  select md.user_id,
         'medicine:' || md.item_id || ':' || md.day || 'T' || (md.entry ->> 'time'),
         'medicine', md.item_id, md.due_at,
         md.day, md.entry ->> 'time',
         md.entry ->> 'name', md.entry ->> 'dose', null::text, null::text, null::timestamptz, null::text,
         md.show_names, md.tz, null::uuid
    from medicines_due md
  union all
  select sn.user_id,
         sn.reminder || ':snooze:' || extract(epoch from sn.due_at)::bigint,
         'medicine', sn.item_id, sn.due_at,
         to_char(sn.local_day, 'YYYY-MM-DD'), sn.local_time,
         md.entry ->> 'name', md.entry ->> 'dose', null::text, null::text, null::timestamptz, null::text,
         m.show_names, m.tz, sn.subscription_id
    from reminders_private.snoozes sn
    join members m on m.user_id = sn.user_id
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

-- What due_occurrences looks up: a medicine by its time of day, an appointment by the date written in it.
create index medicines_due_time on public.medicines ((entry ->> 'time')) where entry is not null;
create index appointments_due_datetime on public.appointments ((entry ->> 'datetime'))
  where entry is not null;

-- A reminder more than this late is not sent.
create function reminders_private.lateness_limit()
returns interval
language sql immutable
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

-- Queues every (device, occurrence) due in [now − 30 min, now] that is not in the ledger yet: one row
-- per member, occurrence and device, so of two runs at once one inserts and the other finds the row
-- there. A phone subscribed after the time got that reminder in the app, if at all. Returns how many
-- rows it added.
create function public.queue_due_push_reminders(now timestamptz default pg_catalog.now())
returns int
language plpgsql security definer
set search_path = ''
-- A plan of some milliseconds: compiling it would cost more than running it.
set jit = off
as $$
declare
  -- Exactly 30 minutes late is still sent, more is not (due_occurrences' window is open at its start).
  from_at timestamptz :=
    queue_due_push_reminders.now - reminders_private.lateness_limit() - interval '1 microsecond';
  added int;
begin
  -- The ledger keeps three days, more than any reminder can still be due.
  delete from reminders_private.sent_reminders l
   where l.due_at < queue_due_push_reminders.now - interval '3 days';
  insert into reminders_private.sent_reminders
    (user_id, occurrence, subscription_id, kind, item_id, local_day, local_time, starts_at, alarm,
     due_at, queued_at, next_attempt_at)
  select d.user_id, d.occurrence, s.id, d.kind, d.item_id, d.local_day, d.local_time, d.starts_at,
         d.alarm, d.due_at, queue_due_push_reminders.now, d.due_at
    from reminders_private.due_occurrences(from_at, queue_due_push_reminders.now) d
    join public.push_subscriptions s on s.user_id = d.user_id
   where d.due_at >= s.created_at
     and (d.only_subscription is null or d.only_subscription = s.id)
  on conflict (user_id, occurrence, subscription_id) do nothing;
  get diagnostics added = row_count;
  return added;
end;
$$;

-- Claims up to `max_claims` queued rows whose time to be tried has come and which are at most 30
-- minutes late, for `run`, and returns what sending each needs (the device's endpoint and keys, the
-- item's words as the member's data says them now). Rows held by another run are skipped (FOR UPDATE
-- SKIP LOCKED), so overlapping runs share the work and never take the same row. A claim whose run
-- died is never taken again: it may have been sent. A medicine ticked as taken, or an item deleted,
-- since its row was queued is dropped here instead of sent.
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
  from_at timestamptz := claim_due_push_reminders.now - reminders_private.lateness_limit();
  claims jsonb;
  stale_occurrences text[];
  stale_subscriptions uuid[];
begin
  if max_claims is null or max_claims < 1 or max_claims > 5000 or run is null then
    raise exception 'max_claims must be 1–5000 and run given' using errcode = '22023';
  end if;
  with picked as (
    select l.user_id, l.occurrence, l.subscription_id
      from reminders_private.sent_reminders l
     where l.sent_at is null and l.dropped_at is null and l.claimed_by is null
       and l.next_attempt_at <= claim_due_push_reminders.now and l.due_at >= from_at
     order by l.next_attempt_at, l.due_at
     limit max_claims
     for update skip locked
  ),
  claimed as (
    update reminders_private.sent_reminders l
       set claimed_by = run, claimed_at = claim_due_push_reminders.now, attempts = l.attempts + 1
      from picked
     where l.user_id = picked.user_id and l.occurrence = picked.occurrence
       and l.subscription_id = picked.subscription_id
    returning l.*
  ),
  read as (
    select c.*, s.endpoint, s.p256dh, s.auth_secret,
           coalesce(p.show_names, false) as show_names,
           coalesce(p.time_zone, 'America/Mexico_City') as time_zone,
           md.entry as medicine, ap.entry as appointment,
           case when c.kind = 'medicine'
             then md.entry is null
               or (md.entry ->> 'taken' = 'true' and md.entry ->> 'takenOn' = c.local_day)
             else ap.entry is null
           end as stale
      from claimed c
      join public.push_subscriptions s on s.id = c.subscription_id
      left join public.reminder_preferences p on p.user_id = c.user_id
      left join public.medicines md
        on c.kind = 'medicine' and md.user_id = c.user_id and md.id = c.item_id
      left join public.appointments ap
        on c.kind = 'appointment' and ap.user_id = c.user_id and ap.id = c.item_id
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'subscription_id', r.subscription_id,
           'endpoint', r.endpoint,
           'p256dh', r.p256dh,
           'auth', r.auth_secret,
           'user_id', r.user_id,
           'occurrence', r.occurrence,
           'kind', r.kind,
           'item_id', r.item_id,
           'due_at', r.due_at,
           'local_day', r.local_day,
           'local_time', r.local_time,
           'name', r.medicine ->> 'name',
           'dose', r.medicine ->> 'dose',
           'title', r.appointment ->> 'title',
           'location', nullif(btrim(coalesce(r.appointment ->> 'location', '')), ''),
           'starts_at', r.starts_at,
           'alarm', r.alarm,
           'show_names', r.show_names,
           'time_zone', r.time_zone,
           'attempts', r.attempts)
         order by r.due_at, r.user_id, r.occurrence, r.subscription_id) filter (where not r.stale),
         '[]'::jsonb),
         array_agg(r.occurrence) filter (where r.stale),
         array_agg(r.subscription_id) filter (where r.stale)
    into claims, stale_occurrences, stale_subscriptions
    from read r;
  if stale_occurrences is not null then
    update reminders_private.sent_reminders l
       set dropped_at = claim_due_push_reminders.now
      from unnest(stale_occurrences, stale_subscriptions) as stale(occurrence, subscription_id)
     where l.occurrence = stale.occurrence and l.subscription_id = stale.subscription_id
       and l.claimed_by = run;
  end if;
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
           next_attempt_at = case when r.outcome = 'retry' then r.retry_at else l.next_attempt_at end,
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
  public.queue_due_push_reminders(timestamptz),
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
  public.queue_due_push_reminders(timestamptz),
  public.claim_due_push_reminders(timestamptz, int, uuid),
  public.settle_push_reminders(uuid, jsonb, timestamptz),
  public.snooze_push_reminder(uuid, uuid, text, int, timestamptz),
  public.mark_push_reminder_taken(uuid, text, date)
to service_role;
