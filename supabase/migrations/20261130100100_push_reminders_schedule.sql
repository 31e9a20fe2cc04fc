-- Issue 45: run the send-reminders Edge Function every minute with pg_cron and pg_net, where the
-- database has them (every Supabase project can enable both: Database → Extensions). Anywhere else
-- (a plain PostgreSQL, the tests' PGlite) this migration changes nothing and says so in a NOTICE;
-- docs/reminders-push.md says what to enable and how to schedule the function by other means.
--
-- The job reads two Vault secrets at each run, so no URL or key is written into this migration:
--   vita365_project_url             https://<project-ref>.supabase.co
--   vita365_send_reminders_secret   the same value as the function's SEND_REMINDERS_SECRET
-- Until they exist the job's request fails and is logged in cron.job_run_details; nothing else breaks.
-- Scheduling again under the same name replaces the job, so running this twice is harmless.
do $migration$
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
    or not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net')
  then
    raise notice 'pg_cron or pg_net is not available here: send-reminders is not scheduled (see docs/reminders-push.md).';
    return;
  end if;
  create extension if not exists pg_cron;
  create extension if not exists pg_net;
  perform cron.schedule(
    'vita365-send-reminders',
    '* * * * *',
    $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets
                 where name = 'vita365_project_url') || '/functions/v1/send-reminders',
        headers := jsonb_build_object(
          'content-type', 'application/json',
          'authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets
                                          where name = 'vita365_send_reminders_secret')),
        body := '{}'::jsonb,
        timeout_milliseconds := 55000
      )
    $job$
  );
end
$migration$;
