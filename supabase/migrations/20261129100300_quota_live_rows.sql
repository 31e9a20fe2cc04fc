-- Issue 40, quotas, corrected: the row limit (23Q01) counts live entries only, and deleted rows
-- (tombstones) have a bound of their own. 20261129100100_member_quotas.sql counted tombstones as rows,
-- so deleting an entry freed no room: a member at a table's row limit stayed there for good, and the
-- refusal's 'Borra los que ya no necesites para guardar otros.' could not work.
--
-- Member-data tables, per member and table (membership_private.member_data_usage):
--   row_count   live rows (entry is not null); the row limit max_rows applies to it. Deleting an entry
--               (turning it into a tombstone) takes one off, so the next insert fits again.
--   bytes       the size of the live entries, unchanged (23Q02).
--   tombstones  deleted rows (entry is null, deleted_at set), kept so that a deletion reaches the
--               member's other devices. Never refused: when a statement leaves a member with more
--               than max_tombstones of them in a table, the same statement hard-deletes that member's
--               oldest tombstones (smallest synced_at, the order in which devices pull) beyond it.
--   max_tombstones is the table's max_rows, so a member's rows in a table are at most max_rows live
--   ones plus as many tombstones (twice what the previous migration allowed, tombstones included;
--   a member already above max_rows before the quotas keeps what was stored), and an
--   insert-then-delete loop only replaces old tombstones by new ones.
--
-- What a purge costs: a device that stayed offline while the member deleted more than max_tombstones
-- entries of one table (2,000 medicines, 20,000 measurements, …) does not learn of the oldest of those
-- deletions, because their tombstones are gone before it pulls. It keeps showing those entries, and
-- if it changes one of them (or had a change to one waiting) its next push stores it again as a new
-- entry, which then reaches the other devices. It is acceptable: it takes more deletions in one table
-- than the member may even keep there, made while that device never synced; nothing the member kept
-- is lost, the member sees the entry and can delete it again; and the alternatives are refusing a
-- deletion (the bug this fixes) or unbounded storage. A device that synced after those deletions, or
-- a new one (it pulls only what exists), misses nothing.
--
-- Refusals are unchanged (23Q01 rows, 23Q02 bytes, both in class 23): a statement that leaves a
-- member above a limit it made grow is refused whole. A deletion makes no count grow that a limit
-- applies to, so it is never refused; a statement that deletes some entries and adds more is judged
-- by its net change, as before.
--
-- Cost per write: one update of the member's counters, as before. The purge runs only when the cap is
-- passed, removes only the excess, and finds the oldest tombstones through a partial index
-- (user_id, synced_at, id) where entry is null, so it reads no live row. The first write of a member
-- to a table still counts that member's rows once, now telling live rows from tombstones, and now
-- counts what was there before the statement: the previous version counted the table as the statement
-- left it and then added the statement's changes, so a first push that both updated and inserted
-- rows (an upsert fires the update trigger, then the insert trigger) counted its inserts twice.
--
-- Applied migrations stay as they are; this one alters the counters, replaces the trigger function,
-- counts every member's rows again with the new meaning and purges any tombstones already beyond
-- the cap.

alter table membership_private.member_data_limits
  add column max_tombstones int check (max_tombstones > 0);
update membership_private.member_data_limits set max_tombstones = max_rows;
alter table membership_private.member_data_limits alter column max_tombstones set not null;
comment on table membership_private.member_data_limits is
  'Per-member limits of each member-data table: live rows and their bytes (refused past them), and deleted rows kept (the oldest purged past max_tombstones).';
comment on column membership_private.member_data_limits.max_tombstones is
  'Tombstones kept per member; a statement that passes it hard-deletes the member''s oldest ones.';

alter table membership_private.member_data_usage
  add column tombstones bigint not null default 0;
comment on table membership_private.member_data_usage is
  'What each member stores in each member-data table: live rows, their bytes and tombstones; kept by membership_private.member_data_quota().';
comment on column membership_private.member_data_usage.row_count is
  'Live rows (entry is not null); deleted rows are counted in tombstones.';

-- The oldest tombstones of a member, found without reading the member's live rows.
create index medicines_user_tombstones on public.medicines (user_id, synced_at, id)
  where entry is null;
create index appointments_user_tombstones on public.appointments (user_id, synced_at, id)
  where entry is null;
create index measurements_user_tombstones on public.measurements (user_id, synced_at, id)
  where entry is null;
create index sleep_summaries_user_tombstones on public.sleep_summaries (user_id, synced_at, id)
  where entry is null;
create index triage_events_user_tombstones on public.triage_events (user_id, synced_at, id)
  where entry is null;
create index coverage_usage_user_tombstones on public.coverage_usage (user_id, synced_at, id)
  where entry is null;
create index wellness_favorites_user_tombstones on public.wellness_favorites (user_id, synced_at, id)
  where entry is null;
create index wellness_completed_user_tombstones on public.wellness_completed (user_id, synced_at, id)
  where entry is null;
create index wellness_checked_user_tombstones on public.wellness_checked (user_id, synced_at, id)
  where entry is null;

-- After each insert, update or delete statement: add what it changed to the member's counts, refuse
-- the statement when it made the live rows or their bytes grow past a limit, and hard-delete the
-- member's oldest tombstones beyond max_tombstones. The purge is itself a delete statement: this
-- trigger runs again for it and takes the purged tombstones off the count.
create or replace function membership_private.member_data_quota()
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
  now_tombstones bigint;
begin
  select * into limits from membership_private.member_data_limits l where l.table_name = tg_table_name;
  -- Per member: live rows, tombstones and bytes the statement added (new rows) or took away (old).
  if tg_op = 'INSERT' then
    select jsonb_agg(d) into changes from (
      select n.user_id,
             count(*) filter (where n.entry is not null) as row_delta,
             count(*) filter (where n.entry is null) as tombstone_delta,
             coalesce(sum(octet_length(n.entry::text)), 0) as byte_delta
        from new_rows n group by n.user_id
    ) d;
  elsif tg_op = 'UPDATE' then
    select jsonb_agg(d) into changes from (
      select moved.user_id, sum(moved.live) as row_delta, sum(moved.dead) as tombstone_delta,
             sum(moved.size) as byte_delta
        from (
          select n.user_id,
                 case when n.entry is null then 0 else 1 end as live,
                 case when n.entry is null then 1 else 0 end as dead,
                 coalesce(octet_length(n.entry::text), 0) as size
            from new_rows n
          union all
          select o.user_id,
                 case when o.entry is null then 0 else -1 end,
                 case when o.entry is null then -1 else 0 end,
                 -coalesce(octet_length(o.entry::text), 0)
            from old_rows o
        ) moved
       group by moved.user_id
    ) d;
  else
    select jsonb_agg(d) into changes from (
      select o.user_id,
             -count(*) filter (where o.entry is not null) as row_delta,
             -count(*) filter (where o.entry is null) as tombstone_delta,
             -coalesce(sum(octet_length(o.entry::text)), 0) as byte_delta
        from old_rows o group by o.user_id
    ) d;
  end if;

  for change in
    select * from jsonb_to_recordset(coalesce(changes, '[]'::jsonb))
      as c(user_id uuid, row_delta bigint, tombstone_delta bigint, byte_delta bigint)
  loop
    update membership_private.member_data_usage u
       set row_count = u.row_count + change.row_delta,
           tombstones = u.tombstones + change.tombstone_delta,
           bytes = u.bytes + change.byte_delta
     where u.user_id = change.user_id and u.table_name = tg_table_name
    returning u.row_count, u.tombstones, u.bytes into now_rows, now_tombstones, now_bytes;
    if not found then
      -- A deletion of an account's rows (its row here may be gone already) needs no count.
      continue when tg_op = 'DELETE';
      -- The member's first write to this table (rows stored without the trigger, or an account whose
      -- counts were never made): count what the member held before this statement, then add its
      -- changes like any other. Before this statement means the rows it did not write (every row it
      -- wrote got a synced_at of this statement) and the old versions of the rows it updated. The
      -- whole table as it is now would count twice the rows an upsert inserts: its update trigger
      -- runs first and would count them, then its insert trigger adds them.
      execute format(
        'select count(*) filter (where t.entry is not null), count(*) filter (where t.entry is null),
                coalesce(sum(octet_length(t.entry::text)), 0)
           from public.%I t where t.user_id = $1 and t.synced_at < statement_timestamp()',
        tg_table_name
      ) into now_rows, now_tombstones, now_bytes using change.user_id;
      if tg_op = 'UPDATE' then
        select now_rows + count(*) filter (where o.entry is not null),
               now_tombstones + count(*) filter (where o.entry is null),
               now_bytes + coalesce(sum(octet_length(o.entry::text)), 0)
          into now_rows, now_tombstones, now_bytes
          from old_rows o where o.user_id = change.user_id;
      end if;
      insert into membership_private.member_data_usage as u
        (user_id, table_name, row_count, tombstones, bytes)
      values (change.user_id, tg_table_name, now_rows + change.row_delta,
              now_tombstones + change.tombstone_delta, now_bytes + change.byte_delta)
      on conflict (user_id, table_name) do update
        set row_count = u.row_count + change.row_delta,
            tombstones = u.tombstones + change.tombstone_delta,
            bytes = u.bytes + change.byte_delta
      returning u.row_count, u.tombstones, u.bytes into now_rows, now_tombstones, now_bytes;
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
    if now_tombstones > limits.max_tombstones then
      execute format(
        'delete from public.%1$I t
          where t.user_id = $1
            and t.id in (select o.id from public.%1$I o
                          where o.user_id = $1 and o.entry is null
                          order by o.synced_at, o.id
                          limit $2)',
        tg_table_name
      ) using change.user_id, now_tombstones - limits.max_tombstones;
    end if;
  end loop;
  return null;
end;
$$;

revoke all on function membership_private.member_data_quota() from public, anon, authenticated;

-- Every member's counts again, with the new meaning of row_count (the trigger only adds changes).
do $$
declare
  name text;
begin
  for name in select l.table_name from membership_private.member_data_limits l loop
    execute format(
      'insert into membership_private.member_data_usage as u
         (user_id, table_name, row_count, tombstones, bytes)
       select t.user_id, %1$L, count(*) filter (where t.entry is not null),
              count(*) filter (where t.entry is null), coalesce(sum(octet_length(t.entry::text)), 0)
         from public.%1$I t group by t.user_id
       on conflict (user_id, table_name) do update
         set row_count = excluded.row_count, tombstones = excluded.tombstones, bytes = excluded.bytes',
      name
    );
    execute format(
      'update membership_private.member_data_usage u
          set row_count = 0, tombstones = 0, bytes = 0
        where u.table_name = %1$L
          and not exists (select 1 from public.%1$I t where t.user_id = u.user_id)',
      name
    );
    -- Tombstones already beyond the cap: the oldest go (the trigger takes them off the counts).
    execute format(
      'delete from public.%1$I t
        using (select o.user_id, o.id,
                      row_number() over (partition by o.user_id order by o.synced_at desc, o.id desc) as newer
                 from public.%1$I o where o.entry is null) ranked,
              membership_private.member_data_limits l
        where l.table_name = %1$L and ranked.newer > l.max_tombstones
          and t.user_id = ranked.user_id and t.id = ranked.id',
      name
    );
  end loop;
end;
$$;
