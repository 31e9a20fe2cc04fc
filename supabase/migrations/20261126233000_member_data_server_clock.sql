-- Member data ordered by the server's clock (issue 29). A change's `updated_at` still comes from the
-- device that made it, but no device can date a change after the moment the server receives it:
-- a later stamp (a phone whose clock runs ahead) is brought back to the server's clock, and so is
-- `deleted_at`. A phone set to next year therefore cannot win over changes made after its own; its
-- writes are ordered as they arrive. The client adopts the stamps the server stored (the upsert
-- returns them) and corrects its own clock by what it learns from them (src/sync/syncEngine.ts).
--
-- The rest of the guard is unchanged: a write older than the stored row is skipped, an equally old
-- live row never revives a deletion, and synced_at is the server's.

create or replace function public.member_data_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  server_now constant timestamptz := clock_timestamp();
  -- Stamps in whole milliseconds, as a browser writes and reads them.
  latest constant timestamptz := date_trunc('milliseconds', server_now);
begin
  if new.updated_at > latest then
    new.updated_at := latest;
  end if;
  if new.deleted_at > latest then
    new.deleted_at := latest;
  end if;
  if tg_op = 'UPDATE' then
    if new.updated_at < old.updated_at
      or (new.updated_at = old.updated_at and old.deleted_at is not null and new.deleted_at is null)
    then
      return null;
    end if;
  end if;
  new.synced_at := server_now;
  return new;
end;
$$;

comment on function public.member_data_before_write() is
  'Member data tables: dates no change after the server''s clock, skips writes older than the stored row and stamps synced_at.';

revoke execute on function public.member_data_before_write() from public, anon, authenticated;

-- The per-service counters of coverage_usage are no longer the truth in hosted mode: uses are the
-- ledger public.coverage_uses, counted by public.my_membership(). The table stays readable and
-- writable so that app versions still syncing it keep working until they move to the ledger; its
-- counts are never read by the server.
comment on table public.coverage_usage is
  'Superseded by public.coverage_uses (issue 29); kept for app versions that still sync it.';
