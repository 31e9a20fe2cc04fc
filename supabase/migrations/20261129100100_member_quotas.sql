-- Issue 40, quotas: how much one member may store. Every member-data table (20261123180000) has a
-- limit of rows and of bytes per member; the coverage-use ledger a limit of rows per member; the
-- superseded coverage_usage table is no longer writable. docs/membership-server.md lists the limits,
-- docs/decisions.md ("Issue 40: quotas") says how they were chosen.
--
-- Member-data tables
--   rows   every row of the member in the table, deleted ones (tombstones, kept so that a deletion
--          reaches the member's other devices) included
--   bytes  the size of the live entries, octet_length(entry::text) as the 32 KB check of each entry
--          counts it
--   A statement that leaves a member above a limit it made grow is refused as a whole, so nothing
--   already stored is lost or changed; deleting, and changes that do not grow a count, stay possible
--   above a limit (a member who was above one before this migration keeps everything).
--   The counts live in membership_private.member_data_usage, kept by a statement-level trigger on
--   each table (one row per member and table, so a write costs no count of the member's rows).
--
-- Refusals (class 23, integrity constraint violation, so that the app's sync sets the refused rows
-- aside on the phone and goes on with the others instead of retrying them):
--   23Q01  Llegaste al límite de registros de «<sección>» que puede guardar tu cuenta. Borra los que ya
--          no necesites para guardar otros.                                   (too many rows)
--   23Q02  Llegaste al límite de espacio de «<sección>» que puede usar tu cuenta. Borra registros que
--          ya no necesites para guardar otros.                                (too many bytes)
--   23Q03  Llegaste al límite de usos que puede registrar tu cuenta. Escríbenos para revisarlo.
--                                                           (register_coverage_use: ledger rows)
--   DETAIL names the table, the limit and the member's count after the refused statement.
--
-- coverage_usage: members keep select (app versions that still pull it read their own old rows)
-- and lose insert, update and delete: a write is refused by Postgres with 42501 'permission denied
-- for table coverage_usage' (PostgREST answers 403). That is the signal for an app that still syncs
-- the table to tell the member to update.

create table membership_private.member_data_limits (
  table_name text primary key,
  max_rows int not null check (max_rows > 0),
  max_bytes bigint not null check (max_bytes > 0),
  -- The section of the app the table holds, as the refusal names it.
  section text not null check (char_length(section) between 1 and 60)
);
comment on table membership_private.member_data_limits is
  'Per-member limits of each member-data table: rows (tombstones included) and bytes of live entries.';

insert into membership_private.member_data_limits (table_name, max_rows, max_bytes, section) values
  ('medicines', 2000, 2097152, 'Medicinas'),
  ('appointments', 10000, 5242880, 'Citas'),
  ('measurements', 20000, 10485760, 'Mediciones'),
  ('sleep_summaries', 10000, 5242880, 'Sueño'),
  ('triage_events', 10000, 10485760, 'Resultados de triaje'),
  ('coverage_usage', 1000, 65536, 'Servicios usados'),
  ('wellness_favorites', 2000, 1048576, 'Favoritos'),
  ('wellness_completed', 10000, 1048576, 'Actividades completadas'),
  ('wellness_checked', 2000, 1048576, 'Listas de nutrición');

create table membership_private.member_data_usage (
  user_id uuid not null references auth.users (id) on delete cascade,
  table_name text not null references membership_private.member_data_limits (table_name),
  row_count bigint not null,
  bytes bigint not null,
  primary key (user_id, table_name)
);
comment on table membership_private.member_data_usage is
  'What each member stores in each member-data table; kept by membership_private.member_data_quota().';

alter table membership_private.member_data_limits enable row level security;
alter table membership_private.member_data_usage enable row level security;
revoke all on table membership_private.member_data_limits, membership_private.member_data_usage
  from public, anon, authenticated;

-- What every member stores today.
insert into membership_private.member_data_usage (user_id, table_name, row_count, bytes)
select user_id, 'medicines', count(*), coalesce(sum(octet_length(entry::text)), 0)
  from public.medicines group by user_id
union all
select user_id, 'appointments', count(*), coalesce(sum(octet_length(entry::text)), 0)
  from public.appointments group by user_id
union all
select user_id, 'measurements', count(*), coalesce(sum(octet_length(entry::text)), 0)
  from public.measurements group by user_id
union all
select user_id, 'sleep_summaries', count(*), coalesce(sum(octet_length(entry::text)), 0)
  from public.sleep_summaries group by user_id
union all
select user_id, 'triage_events', count(*), coalesce(sum(octet_length(entry::text)), 0)
  from public.triage_events group by user_id
union all
select user_id, 'coverage_usage', count(*), coalesce(sum(octet_length(entry::text)), 0)
  from public.coverage_usage group by user_id
union all
select user_id, 'wellness_favorites', count(*), coalesce(sum(octet_length(entry::text)), 0)
  from public.wellness_favorites group by user_id
union all
select user_id, 'wellness_completed', count(*), coalesce(sum(octet_length(entry::text)), 0)
  from public.wellness_completed group by user_id
union all
select user_id, 'wellness_checked', count(*), coalesce(sum(octet_length(entry::text)), 0)
  from public.wellness_checked group by user_id;

-- After each insert, update or delete statement: add what it changed to the member's counts, and
-- refuse the statement when it made a count grow past its limit.
create function membership_private.member_data_quota()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits membership_private.member_data_limits;
  changes jsonb;
  change record;
  now_rows bigint;
  now_bytes bigint;
begin
  select * into limits from membership_private.member_data_limits l where l.table_name = tg_table_name;
  if tg_op = 'INSERT' then
    select jsonb_agg(d) into changes from (
      select n.user_id, count(*) as row_delta,
             coalesce(sum(octet_length(n.entry::text)), 0) as byte_delta
        from new_rows n group by n.user_id
    ) d;
  elsif tg_op = 'UPDATE' then
    select jsonb_agg(d) into changes from (
      select moved.user_id, sum(moved.row_delta) as row_delta, sum(moved.byte_delta) as byte_delta
        from (
          select n.user_id, 1 as row_delta, coalesce(octet_length(n.entry::text), 0) as byte_delta
            from new_rows n
          union all
          select o.user_id, -1, -coalesce(octet_length(o.entry::text), 0) from old_rows o
        ) moved
       group by moved.user_id
    ) d;
  else
    select jsonb_agg(d) into changes from (
      select o.user_id, -count(*) as row_delta,
             -coalesce(sum(octet_length(o.entry::text)), 0) as byte_delta
        from old_rows o group by o.user_id
    ) d;
  end if;

  for change in
    select * from jsonb_to_recordset(coalesce(changes, '[]'::jsonb))
      as c(user_id uuid, row_delta bigint, byte_delta bigint)
  loop
    update membership_private.member_data_usage u
       set row_count = u.row_count + change.row_delta, bytes = u.bytes + change.byte_delta
     where u.user_id = change.user_id and u.table_name = tg_table_name
    returning u.row_count, u.bytes into now_rows, now_bytes;
    if not found then
      -- A deletion of an account's rows (its row here may be gone already) needs no count.
      continue when tg_op = 'DELETE';
      -- The member's first write to this table: count what it holds now, this statement included.
      execute format(
        'select count(*), coalesce(sum(octet_length(t.entry::text)), 0) from public.%I t where t.user_id = $1',
        tg_table_name
      ) into now_rows, now_bytes using change.user_id;
      insert into membership_private.member_data_usage as u (user_id, table_name, row_count, bytes)
      values (change.user_id, tg_table_name, now_rows, now_bytes)
      on conflict (user_id, table_name) do update
        set row_count = u.row_count + change.row_delta, bytes = u.bytes + change.byte_delta
      returning u.row_count, u.bytes into now_rows, now_bytes;
    end if;
    if change.row_delta > 0 and now_rows > limits.max_rows then
      raise exception 'Llegaste al límite de registros de «%» que puede guardar tu cuenta. Borra los que ya no necesites para guardar otros.',
        limits.section
        using errcode = '23Q01',
          detail = format('table=%s limit_rows=%s rows=%s', tg_table_name, limits.max_rows, now_rows);
    end if;
    if change.byte_delta > 0 and now_bytes > limits.max_bytes then
      raise exception 'Llegaste al límite de espacio de «%» que puede usar tu cuenta. Borra registros que ya no necesites para guardar otros.',
        limits.section
        using errcode = '23Q02',
          detail = format('table=%s limit_bytes=%s bytes=%s', tg_table_name, limits.max_bytes, now_bytes);
    end if;
  end loop;
  return null;
end;
$$;

-- A truncated table holds nothing for anyone.
create function membership_private.member_data_quota_truncated()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from membership_private.member_data_usage u where u.table_name = tg_table_name;
  return null;
end;
$$;

revoke all on function
  membership_private.member_data_quota(), membership_private.member_data_quota_truncated()
  from public, anon, authenticated;

create trigger medicines_quota_insert after insert on public.medicines
  referencing new table as new_rows
  for each statement execute function membership_private.member_data_quota();
create trigger medicines_quota_update after update on public.medicines
  referencing old table as old_rows new table as new_rows
  for each statement execute function membership_private.member_data_quota();
create trigger medicines_quota_delete after delete on public.medicines
  referencing old table as old_rows
  for each statement execute function membership_private.member_data_quota();
create trigger medicines_quota_truncate after truncate on public.medicines
  for each statement execute function membership_private.member_data_quota_truncated();

create trigger appointments_quota_insert after insert on public.appointments
  referencing new table as new_rows
  for each statement execute function membership_private.member_data_quota();
create trigger appointments_quota_update after update on public.appointments
  referencing old table as old_rows new table as new_rows
  for each statement execute function membership_private.member_data_quota();
create trigger appointments_quota_delete after delete on public.appointments
  referencing old table as old_rows
  for each statement execute function membership_private.member_data_quota();
create trigger appointments_quota_truncate after truncate on public.appointments
  for each statement execute function membership_private.member_data_quota_truncated();

create trigger measurements_quota_insert after insert on public.measurements
  referencing new table as new_rows
  for each statement execute function membership_private.member_data_quota();
create trigger measurements_quota_update after update on public.measurements
  referencing old table as old_rows new table as new_rows
  for each statement execute function membership_private.member_data_quota();
create trigger measurements_quota_delete after delete on public.measurements
  referencing old table as old_rows
  for each statement execute function membership_private.member_data_quota();
create trigger measurements_quota_truncate after truncate on public.measurements
  for each statement execute function membership_private.member_data_quota_truncated();

create trigger sleep_summaries_quota_insert after insert on public.sleep_summaries
  referencing new table as new_rows
  for each statement execute function membership_private.member_data_quota();
create trigger sleep_summaries_quota_update after update on public.sleep_summaries
  referencing old table as old_rows new table as new_rows
  for each statement execute function membership_private.member_data_quota();
create trigger sleep_summaries_quota_delete after delete on public.sleep_summaries
  referencing old table as old_rows
  for each statement execute function membership_private.member_data_quota();
create trigger sleep_summaries_quota_truncate after truncate on public.sleep_summaries
  for each statement execute function membership_private.member_data_quota_truncated();

create trigger triage_events_quota_insert after insert on public.triage_events
  referencing new table as new_rows
  for each statement execute function membership_private.member_data_quota();
create trigger triage_events_quota_update after update on public.triage_events
  referencing old table as old_rows new table as new_rows
  for each statement execute function membership_private.member_data_quota();
create trigger triage_events_quota_delete after delete on public.triage_events
  referencing old table as old_rows
  for each statement execute function membership_private.member_data_quota();
create trigger triage_events_quota_truncate after truncate on public.triage_events
  for each statement execute function membership_private.member_data_quota_truncated();

create trigger coverage_usage_quota_insert after insert on public.coverage_usage
  referencing new table as new_rows
  for each statement execute function membership_private.member_data_quota();
create trigger coverage_usage_quota_update after update on public.coverage_usage
  referencing old table as old_rows new table as new_rows
  for each statement execute function membership_private.member_data_quota();
create trigger coverage_usage_quota_delete after delete on public.coverage_usage
  referencing old table as old_rows
  for each statement execute function membership_private.member_data_quota();
create trigger coverage_usage_quota_truncate after truncate on public.coverage_usage
  for each statement execute function membership_private.member_data_quota_truncated();

create trigger wellness_favorites_quota_insert after insert on public.wellness_favorites
  referencing new table as new_rows
  for each statement execute function membership_private.member_data_quota();
create trigger wellness_favorites_quota_update after update on public.wellness_favorites
  referencing old table as old_rows new table as new_rows
  for each statement execute function membership_private.member_data_quota();
create trigger wellness_favorites_quota_delete after delete on public.wellness_favorites
  referencing old table as old_rows
  for each statement execute function membership_private.member_data_quota();
create trigger wellness_favorites_quota_truncate after truncate on public.wellness_favorites
  for each statement execute function membership_private.member_data_quota_truncated();

create trigger wellness_completed_quota_insert after insert on public.wellness_completed
  referencing new table as new_rows
  for each statement execute function membership_private.member_data_quota();
create trigger wellness_completed_quota_update after update on public.wellness_completed
  referencing old table as old_rows new table as new_rows
  for each statement execute function membership_private.member_data_quota();
create trigger wellness_completed_quota_delete after delete on public.wellness_completed
  referencing old table as old_rows
  for each statement execute function membership_private.member_data_quota();
create trigger wellness_completed_quota_truncate after truncate on public.wellness_completed
  for each statement execute function membership_private.member_data_quota_truncated();

create trigger wellness_checked_quota_insert after insert on public.wellness_checked
  referencing new table as new_rows
  for each statement execute function membership_private.member_data_quota();
create trigger wellness_checked_quota_update after update on public.wellness_checked
  referencing old table as old_rows new table as new_rows
  for each statement execute function membership_private.member_data_quota();
create trigger wellness_checked_quota_delete after delete on public.wellness_checked
  referencing old table as old_rows
  for each statement execute function membership_private.member_data_quota();
create trigger wellness_checked_quota_truncate after truncate on public.wellness_checked
  for each statement execute function membership_private.member_data_quota_truncated();

-- ---------------------------------------------------------------------------------------------------
-- The coverage-use ledger: register_coverage_use appends a row per use, undone ones included, and
-- unlimited services never run out; 10,000 rows per member (27 years of a use a day).

create function membership_private.coverage_uses_quota()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (
    select count(*) from (
      select 1 from public.coverage_uses u where u.user_id = new.user_id limit 10000
    ) kept
  ) >= 10000 then
    raise exception 'Llegaste al límite de usos que puede registrar tu cuenta. Escríbenos para revisarlo.'
      using errcode = '23Q03', detail = 'table=coverage_uses limit_rows=10000';
  end if;
  return new;
end;
$$;

revoke all on function membership_private.coverage_uses_quota() from public, anon, authenticated;

create trigger coverage_uses_quota before insert on public.coverage_uses
  for each row execute function membership_private.coverage_uses_quota();

-- ---------------------------------------------------------------------------------------------------
-- coverage_usage is superseded by the ledger (issue 29): members may read their old rows, not write.

revoke insert, update, delete on table public.coverage_usage from authenticated;
comment on table public.coverage_usage is
  'Superseded by public.coverage_uses (issue 29); read-only for members since issue 40.';
