-- Member data in hosted mode: one table per kind of data the app keeps in the browser, one row per
-- entry, each row owned by one member and reachable only by that member (row-level security).
--
-- Every table has the same columns:
--   user_id     the owner; filled in from the caller's JWT (auth.uid()) when not given
--   id          the entry's own id in the browser (text; unique per member, not across members)
--   entry       the entry exactly as the browser keeps it under its storage key (spec §3 shapes);
--               null once the entry is deleted
--   updated_at  when the entry last changed, by the clock of the device that changed it; the newer
--               version wins when two devices disagree
--   deleted_at  set when the member deleted the entry, so the deletion reaches their other devices
--               (the row stays as a tombstone without its contents)
--   synced_at   when this server last accepted a write of the row (set here, never by a client);
--               a device asks for the rows synced since its last pull
--
-- The *_entry_shape checks hold the fields the app cannot do without (spec §3, §5) and let later
-- versions add fields. They are wrapped in coalesce(..., false) because a missing field makes a
-- comparison null, and a check that comes out null lets the row in.
--
-- Applied in name order by `supabase db push` (or pasted into the SQL editor). Needs what every
-- Supabase project has: auth.users, auth.uid() and the roles anon, authenticated and service_role.

-- Keeps the server's copy from going backwards: a write older than the stored row (a phone that was
-- offline pushing a stale version) is skipped, and an equally old live row never revives a deletion.
-- It also stamps synced_at, so clients cannot choose it.
create or replace function public.member_data_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    if new.updated_at < old.updated_at
      or (new.updated_at = old.updated_at and old.deleted_at is not null and new.deleted_at is null)
    then
      return null;
    end if;
  end if;
  new.synced_at := clock_timestamp();
  return new;
end;
$$;

comment on function public.member_data_before_write() is
  'Member data tables: skips writes older than the stored row and stamps synced_at.';

-- Only the triggers call it; nobody needs to run it through the API.
revoke execute on function public.member_data_before_write() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- medicines: `vita365_medicines`, one Medicine {id, name, dose, time 'HH:MM', taken} per row.
create table public.medicines (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 200),
  entry jsonb check (octet_length(entry::text) <= 32768),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  synced_at timestamptz not null default now(),
  primary key (user_id, id),
  constraint medicines_entry_or_deleted check ((entry is null) = (deleted_at is not null)),
  constraint medicines_entry_shape check (
    entry is null or coalesce(
      jsonb_typeof(entry) = 'object'
      and entry ->> 'id' = id
      and jsonb_typeof(entry -> 'name') = 'string' and btrim(entry ->> 'name') <> ''
      and jsonb_typeof(entry -> 'dose') = 'string' and btrim(entry ->> 'dose') <> ''
      and jsonb_typeof(entry -> 'time') = 'string'
      and (entry ->> 'time') ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
      and jsonb_typeof(entry -> 'taken') = 'boolean',
      false
    )
  )
);

-- ---------------------------------------------------------------------------------------------------
-- appointments: `vita365_appointments`, one Appointment {id, title, datetime, location?, notes}.
create table public.appointments (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 200),
  entry jsonb check (octet_length(entry::text) <= 32768),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  synced_at timestamptz not null default now(),
  primary key (user_id, id),
  constraint appointments_entry_or_deleted check ((entry is null) = (deleted_at is not null)),
  constraint appointments_entry_shape check (
    entry is null or coalesce(
      jsonb_typeof(entry) = 'object'
      and entry ->> 'id' = id
      and jsonb_typeof(entry -> 'title') = 'string' and btrim(entry ->> 'title') <> ''
      and jsonb_typeof(entry -> 'datetime') = 'string'
      and (entry ->> 'datetime') ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}'
      and coalesce(jsonb_typeof(entry -> 'location'), 'string') in ('string', 'null')
      and coalesce(jsonb_typeof(entry -> 'notes'), 'string') = 'string',
      false
    )
  )
);

-- ---------------------------------------------------------------------------------------------------
-- measurements: `vita-measurements`, one Measurement (vitals, weight, sleep or triage) per row. Older
-- entries may carry a numeric id; the row's id is its text.
create table public.measurements (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 200),
  entry jsonb check (octet_length(entry::text) <= 32768),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  synced_at timestamptz not null default now(),
  primary key (user_id, id),
  constraint measurements_entry_or_deleted check ((entry is null) = (deleted_at is not null)),
  constraint measurements_entry_shape check (
    entry is null or coalesce(
      jsonb_typeof(entry) = 'object'
      and entry ->> 'id' = id
      and entry ->> 'type' in ('vitals', 'weight', 'sleep', 'triage')
      and (
        entry ->> 'type' <> 'triage'
        or (jsonb_typeof(entry -> 'test_id') = 'string' and entry ->> 'level' in ('A', 'B', 'C', 'D'))
      ),
      false
    )
  )
);

-- ---------------------------------------------------------------------------------------------------
-- sleep_summaries: `vita-sleep-history`, one Sleep summary {id, date, duracion_monitorizada (minutes),
-- %_ronquido, eventos_voz, picos_ruido, score_sueno 0-100} per row.
create table public.sleep_summaries (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 200),
  entry jsonb check (octet_length(entry::text) <= 32768),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  synced_at timestamptz not null default now(),
  primary key (user_id, id),
  constraint sleep_summaries_entry_or_deleted check ((entry is null) = (deleted_at is not null)),
  constraint sleep_summaries_entry_shape check (
    entry is null or coalesce(
      jsonb_typeof(entry) = 'object'
      and entry ->> 'id' = id
      and jsonb_typeof(entry -> 'date') = 'string'
      -- case, not and: Postgres may evaluate and-ed terms in any order, and the cast fails on text
      and case when jsonb_typeof(entry -> 'duracion_monitorizada') = 'number'
        then (entry -> 'duracion_monitorizada')::numeric >= 0 else false end
      and case when jsonb_typeof(entry -> 'score_sueno') = 'number'
        then (entry -> 'score_sueno')::numeric between 0 and 100 else false end,
      false
    )
  )
);

-- ---------------------------------------------------------------------------------------------------
-- triage_events: `vita-triage_events`, one Triage event {id, user_id, test_id, answers, level,
-- rationale, advice, created_at} per row.
create table public.triage_events (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 200),
  entry jsonb check (octet_length(entry::text) <= 32768),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  synced_at timestamptz not null default now(),
  primary key (user_id, id),
  constraint triage_events_entry_or_deleted check ((entry is null) = (deleted_at is not null)),
  constraint triage_events_entry_shape check (
    entry is null or coalesce(
      jsonb_typeof(entry) = 'object'
      and entry ->> 'id' = id
      and jsonb_typeof(entry -> 'test_id') = 'string'
      and entry ->> 'level' in ('A', 'B', 'C', 'D')
      and jsonb_typeof(entry -> 'answers') = 'object'
      and jsonb_typeof(entry -> 'rationale') = 'array'
      and jsonb_typeof(entry -> 'created_at') = 'string',
      false
    )
  )
);

-- ---------------------------------------------------------------------------------------------------
-- coverage_usage: `vita365_coverage`, a map from coverage service id to the number of uses the
-- member registered; one row per service, id = the service id, entry = the count.
create table public.coverage_usage (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 200),
  entry jsonb,
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  synced_at timestamptz not null default now(),
  primary key (user_id, id),
  constraint coverage_usage_entry_or_deleted check ((entry is null) = (deleted_at is not null)),
  constraint coverage_usage_entry_shape check (
    entry is null or coalesce(
      jsonb_typeof(entry) = 'number'
      and entry::numeric >= 0
      and entry::numeric = trunc(entry::numeric)
    )
  )
);

-- ---------------------------------------------------------------------------------------------------
-- wellness_favorites: `vita365_favorites`, one Favorite {id, category, title, summary, duration,
-- slug} per row; favourites are told apart by slug, so id = the slug.
create table public.wellness_favorites (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 200),
  entry jsonb check (octet_length(entry::text) <= 32768),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  synced_at timestamptz not null default now(),
  primary key (user_id, id),
  constraint wellness_favorites_entry_or_deleted check ((entry is null) = (deleted_at is not null)),
  constraint wellness_favorites_entry_shape check (
    entry is null or coalesce(
      jsonb_typeof(entry) = 'object'
      and entry ->> 'slug' = id
      and jsonb_typeof(entry -> 'title') = 'string' and btrim(entry ->> 'title') <> '',
      false
    )
  )
);

-- ---------------------------------------------------------------------------------------------------
-- wellness_completed: `vita365_completed`, the unique ids of the items marked as done; one row per
-- id, and the entry is the id itself.
create table public.wellness_completed (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 200),
  entry jsonb,
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  synced_at timestamptz not null default now(),
  primary key (user_id, id),
  constraint wellness_completed_entry_or_deleted check ((entry is null) = (deleted_at is not null)),
  constraint wellness_completed_entry_shape check (entry is null or entry = to_jsonb(id))
);

-- ---------------------------------------------------------------------------------------------------
-- wellness_checked: `vita365_checked_items`, a map from a key (a nutrition guide's slug) to the ids
-- ticked under it; one row per key, the entry is that list of ids.
create table public.wellness_checked (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  id text not null check (char_length(id) between 1 and 200),
  entry jsonb check (octet_length(entry::text) <= 32768),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz,
  synced_at timestamptz not null default now(),
  primary key (user_id, id),
  constraint wellness_checked_entry_or_deleted check ((entry is null) = (deleted_at is not null)),
  constraint wellness_checked_entry_shape check (
    entry is null or coalesce(
      jsonb_typeof(entry) = 'array'
      and not jsonb_path_exists(entry, '$[*] ? (@.type() != "string")')
    )
  )
);

-- ---------------------------------------------------------------------------------------------------
-- The same guard, index, access rules and grants on every table.
--
-- Row-level security: a signed-in member (role authenticated) selects, inserts, updates and deletes
-- only rows whose user_id is their own; `(select auth.uid())` is evaluated once per statement.
-- Grants: Supabase's default privileges give every new table in public to anon and authenticated;
-- take those back and give authenticated only the four commands it needs. anon gets nothing.
-- service_role keeps Supabase's default (it bypasses row-level security; never used in the browser).

create index medicines_user_synced on public.medicines (user_id, synced_at);
create trigger medicines_before_write before insert or update on public.medicines
  for each row execute function public.member_data_before_write();
alter table public.medicines enable row level security;
create policy "medicines: members read their own rows" on public.medicines
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "medicines: members add their own rows" on public.medicines
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "medicines: members change their own rows" on public.medicines
  for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "medicines: members delete their own rows" on public.medicines
  for delete to authenticated using ((select auth.uid()) = user_id);
revoke all on table public.medicines from public, anon, authenticated;
grant select, insert, update, delete on table public.medicines to authenticated;

create index appointments_user_synced on public.appointments (user_id, synced_at);
create trigger appointments_before_write before insert or update on public.appointments
  for each row execute function public.member_data_before_write();
alter table public.appointments enable row level security;
create policy "appointments: members read their own rows" on public.appointments
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "appointments: members add their own rows" on public.appointments
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "appointments: members change their own rows" on public.appointments
  for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "appointments: members delete their own rows" on public.appointments
  for delete to authenticated using ((select auth.uid()) = user_id);
revoke all on table public.appointments from public, anon, authenticated;
grant select, insert, update, delete on table public.appointments to authenticated;

create index measurements_user_synced on public.measurements (user_id, synced_at);
create trigger measurements_before_write before insert or update on public.measurements
  for each row execute function public.member_data_before_write();
alter table public.measurements enable row level security;
create policy "measurements: members read their own rows" on public.measurements
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "measurements: members add their own rows" on public.measurements
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "measurements: members change their own rows" on public.measurements
  for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "measurements: members delete their own rows" on public.measurements
  for delete to authenticated using ((select auth.uid()) = user_id);
revoke all on table public.measurements from public, anon, authenticated;
grant select, insert, update, delete on table public.measurements to authenticated;

create index sleep_summaries_user_synced on public.sleep_summaries (user_id, synced_at);
create trigger sleep_summaries_before_write before insert or update on public.sleep_summaries
  for each row execute function public.member_data_before_write();
alter table public.sleep_summaries enable row level security;
create policy "sleep_summaries: members read their own rows" on public.sleep_summaries
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "sleep_summaries: members add their own rows" on public.sleep_summaries
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "sleep_summaries: members change their own rows" on public.sleep_summaries
  for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "sleep_summaries: members delete their own rows" on public.sleep_summaries
  for delete to authenticated using ((select auth.uid()) = user_id);
revoke all on table public.sleep_summaries from public, anon, authenticated;
grant select, insert, update, delete on table public.sleep_summaries to authenticated;

create index triage_events_user_synced on public.triage_events (user_id, synced_at);
create trigger triage_events_before_write before insert or update on public.triage_events
  for each row execute function public.member_data_before_write();
alter table public.triage_events enable row level security;
create policy "triage_events: members read their own rows" on public.triage_events
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "triage_events: members add their own rows" on public.triage_events
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "triage_events: members change their own rows" on public.triage_events
  for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "triage_events: members delete their own rows" on public.triage_events
  for delete to authenticated using ((select auth.uid()) = user_id);
revoke all on table public.triage_events from public, anon, authenticated;
grant select, insert, update, delete on table public.triage_events to authenticated;

create index coverage_usage_user_synced on public.coverage_usage (user_id, synced_at);
create trigger coverage_usage_before_write before insert or update on public.coverage_usage
  for each row execute function public.member_data_before_write();
alter table public.coverage_usage enable row level security;
create policy "coverage_usage: members read their own rows" on public.coverage_usage
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "coverage_usage: members add their own rows" on public.coverage_usage
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "coverage_usage: members change their own rows" on public.coverage_usage
  for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "coverage_usage: members delete their own rows" on public.coverage_usage
  for delete to authenticated using ((select auth.uid()) = user_id);
revoke all on table public.coverage_usage from public, anon, authenticated;
grant select, insert, update, delete on table public.coverage_usage to authenticated;

create index wellness_favorites_user_synced on public.wellness_favorites (user_id, synced_at);
create trigger wellness_favorites_before_write before insert or update on public.wellness_favorites
  for each row execute function public.member_data_before_write();
alter table public.wellness_favorites enable row level security;
create policy "wellness_favorites: members read their own rows" on public.wellness_favorites
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "wellness_favorites: members add their own rows" on public.wellness_favorites
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "wellness_favorites: members change their own rows" on public.wellness_favorites
  for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "wellness_favorites: members delete their own rows" on public.wellness_favorites
  for delete to authenticated using ((select auth.uid()) = user_id);
revoke all on table public.wellness_favorites from public, anon, authenticated;
grant select, insert, update, delete on table public.wellness_favorites to authenticated;

create index wellness_completed_user_synced on public.wellness_completed (user_id, synced_at);
create trigger wellness_completed_before_write before insert or update on public.wellness_completed
  for each row execute function public.member_data_before_write();
alter table public.wellness_completed enable row level security;
create policy "wellness_completed: members read their own rows" on public.wellness_completed
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "wellness_completed: members add their own rows" on public.wellness_completed
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "wellness_completed: members change their own rows" on public.wellness_completed
  for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "wellness_completed: members delete their own rows" on public.wellness_completed
  for delete to authenticated using ((select auth.uid()) = user_id);
revoke all on table public.wellness_completed from public, anon, authenticated;
grant select, insert, update, delete on table public.wellness_completed to authenticated;

create index wellness_checked_user_synced on public.wellness_checked (user_id, synced_at);
create trigger wellness_checked_before_write before insert or update on public.wellness_checked
  for each row execute function public.member_data_before_write();
alter table public.wellness_checked enable row level security;
create policy "wellness_checked: members read their own rows" on public.wellness_checked
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "wellness_checked: members add their own rows" on public.wellness_checked
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "wellness_checked: members change their own rows" on public.wellness_checked
  for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "wellness_checked: members delete their own rows" on public.wellness_checked
  for delete to authenticated using ((select auth.uid()) = user_id);
revoke all on table public.wellness_checked from public, anon, authenticated;
grant select, insert, update, delete on table public.wellness_checked to authenticated;
