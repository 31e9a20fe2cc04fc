// npm run bench:reminders: the Web Push reminders (issue 45) at scale on a local PostgreSQL 15.
// Starts a throw-away cluster (tests/support/postgresCluster.ts), applies the Supabase prelude and the
// migrations, and seeds 10,000 members with 3 medicines each (one at 08:00, two spread over the day),
// 5 appointments each, one subscribed phone each (a tenth in New York, a tenth in Bogotá, the rest in
// Mexico City). Then prints:
//   - the due-reminders query (reminders_private.due_occurrences over the last 30 minutes) at 08:00
//     in Mexico City, when 8,000 doses fall due at once, and at a quiet minute: p50/p95 of N runs;
//   - a run's first calls as the function makes them (queue_due_push_reminders, then one claim of a
//     batch of 200; rolled back);
//   - the plans (EXPLAIN ANALYZE through auto_explain, the statements inside the functions too);
//   - full runs of the Edge Function's code under Deno (tests/functions/support/reminderBenchRun.ts:
//     claim, encrypt and sign with npm:web-push, send, settle) against a push service on 127.0.0.1
//     that answers 201: the 08:00 run and the runs of the next minutes.
// Stops the cluster. Options: --members N, --samples N, --runs N. Figures, not a test.
import { spawn } from 'node:child_process';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { setupScripts } from '../../tests/support/memberDatabase';
import { startPostgresCluster } from '../../tests/support/postgresCluster';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '10000' },
    samples: { type: 'string', default: '20' },
    runs: { type: 'string', default: '3' },
  },
});
const MEMBERS = Number(values.members);
const SAMPLES = Number(values.samples);
const RUNS = Number(values.runs);

/** 1 December 2026, 08:00 in Mexico City. */
const HOT_MINUTE = '2026-12-01T14:00:00.000Z';
/** 08:37 there: only the doses spread over the day. */
const QUIET_MINUTE = '2026-12-01T14:37:00.000Z';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** A push service that takes every message. */
async function startPushSink(): Promise<{
  origin: string;
  received: () => number;
  close: () => void;
}> {
  let received = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received: () => received,
    close: () => server.close(),
  };
}

async function seed(client: pg.Client, pushOrigin: string): Promise<void> {
  const started = performance.now();
  // One browser key pair for every phone: the server's work per message is the same.
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const p256dh = ecdh.getPublicKey().toString('base64url');
  const auth = randomBytes(16).toString('base64url');
  await client.query(
    `insert into auth.users (id, email)
     select gen_random_uuid(), 'm' || g || '@example.com' from generate_series(1, $1) g`,
    [MEMBERS],
  );
  await client.query(
    `create temp table bench_members as
     select id, row_number() over (order by id) as n from auth.users`,
  );
  await client.query(
    `insert into public.reminder_preferences (user_id, show_names, time_zone)
     select id, n % 2 = 0,
            case n % 10 when 0 then 'America/New_York' when 1 then 'America/Bogota'
                        else 'America/Mexico_City' end
       from bench_members`,
  );
  await client.query(
    `insert into public.push_subscriptions (user_id, endpoint, p256dh, auth_secret, label, created_at)
     select id, $1 || '/push/' || n, $2, $3, 'Android · Chrome', '2026-01-01T00:00:00Z'
       from bench_members`,
    [pushOrigin, p256dh, auth],
  );
  // Quota and clock triggers off while seeding, as bench:db does.
  await client.query(`set session_replication_role = replica`);
  await client.query(
    `insert into public.medicines (user_id, id, entry)
     select m.id, 'med-' || k,
            jsonb_build_object('id', 'med-' || k, 'name', 'Medicina ' || k, 'dose', '50 mg',
              'time', case when k = 1 then '08:00'
                           else to_char(time '00:00' + make_interval(mins => ((m.n * (7 * k + 3)) % 1440)::int), 'HH24:MI') end,
              'taken', false)
       from bench_members m cross join generate_series(1, 3) k`,
  );
  // Five appointments each: two past, one today, two in the coming weeks, written as the app writes
  // them (a UTC instant, toISOString); a tenth of the members' in the older form without an offset.
  await client.query(
    `insert into public.appointments (user_id, id, entry)
     select m.id, 'cita-' || k,
            jsonb_build_object('id', 'cita-' || k, 'title', 'Consulta ' || k, 'notes', '',
              'datetime', case when m.n % 10 = 5
                then to_char(local, 'YYYY-MM-DD"T"HH24:MI')
                else to_char((local at time zone 'America/Mexico_City') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') end)
       from bench_members m cross join generate_series(1, 5) k
       cross join lateral (select timestamp '2026-12-01 00:00' + make_interval(days => (k - 3) * 7)
                                  + make_interval(mins => ((m.n * 37 + k * 101) % 720 + 420)::int) as local) l`,
  );
  await client.query(`set session_replication_role = origin`);
  await client.query('analyze');
  console.log(
    `seeded ${MEMBERS.toLocaleString('en')} members, ${(MEMBERS * 3).toLocaleString('en')} medicines, ${(MEMBERS * 5).toLocaleString('en')} appointments, ${MEMBERS.toLocaleString('en')} phones in ${seconds(started)}`,
  );
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const dueQuery = `select count(*)::int as n
  from reminders_private.due_occurrences($1::timestamptz - interval '30 minutes', $1::timestamptz)`;

async function timeQuery(client: pg.Client, text: string, params: unknown[]) {
  const durations: number[] = [];
  let rows = 0;
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    const started = performance.now();
    const result = await client.query<{ n: number }>(text, params);
    durations.push(performance.now() - started);
    rows = result.rows[0]?.n ?? 0;
  }
  durations.sort((a, b) => a - b);
  return { p50: percentile(durations, 50), p95: percentile(durations, 95), rows };
}

/**
 * A run's first round trips as the function makes them: queue_due_push_reminders (what fell due, into
 * the ledger), then one claim of a batch of 200; undone, so every sample starts afresh.
 */
async function timeQueueAndClaim(client: pg.Client, now: string) {
  const queue: number[] = [];
  const claim: number[] = [];
  let queued = 0;
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    await client.query('begin');
    await client.query(`select set_config('role', 'service_role', true)`);
    let started = performance.now();
    const result = await client.query<{ n: number }>(
      'select public.queue_due_push_reminders($1) as n',
      [now],
    );
    queue.push(performance.now() - started);
    queued = result.rows[0]?.n ?? 0;
    started = performance.now();
    await client.query('select public.claim_due_push_reminders($1, 200, $2)', [now, randomUUID()]);
    claim.push(performance.now() - started);
    await client.query('rollback');
  }
  const figures = (durations: number[]) => {
    durations.sort((a, b) => a - b);
    return { p50: percentile(durations, 50), p95: percentile(durations, 95) };
  };
  return { queue: figures(queue), claim: figures(claim), queued };
}

/** The plans of `text`, the statements inside the functions included, via auto_explain. */
async function explain(client: pg.Client, text: string, params: unknown[]): Promise<string[]> {
  const plans: string[] = [];
  const listener = (notice: { message?: string }) => plans.push(notice.message ?? '');
  await client.query(`load 'auto_explain'`);
  await client.query(`set auto_explain.log_min_duration = 0`);
  await client.query(`set auto_explain.log_analyze = on`);
  await client.query(`set auto_explain.log_buffers = on`);
  await client.query(`set auto_explain.log_nested_statements = on`);
  await client.query(`set auto_explain.log_level = notice`);
  client.on('notice', listener);
  try {
    await client.query(text, params);
  } finally {
    client.off('notice', listener);
    await client.query(`set auto_explain.log_min_duration = -1`);
  }
  // One plan per call of the small time helpers is noise: keep the plans that read tables.
  return plans.filter(
    (plan) =>
      /Scan on (medicines|appointments|push_subscriptions|sent_reminders)/.test(plan) ||
      /Query Text: select count/.test(plan),
  );
}

function fullRuns(url: string, now: string, runs: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      [
        'deno',
        'run',
        '--config',
        'supabase/functions/deno.json',
        '--allow-net',
        '--allow-env',
        '--allow-read',
        '--allow-sys',
        'tests/functions/support/reminderBenchRun.ts',
      ],
      {
        env: { ...process.env, BENCH_PG_URL: url, BENCH_NOW: now, BENCH_RUNS: String(runs) },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(
            output
              .trim()
              .split('\n')
              .filter((line) => line.startsWith('{')),
          )
        : reject(new Error(`the Deno run exited with ${code}`)),
    );
  });
}

async function main(): Promise<number> {
  const started = performance.now();
  const sink = await startPushSink();
  const cluster = await startPostgresCluster({
    settings: { shared_buffers: '256MB', max_wal_size: '4GB', checkpoint_timeout: '30min' },
  });
  const client = new pg.Client({ connectionString: cluster.url });
  try {
    await client.connect();
    for (const script of await setupScripts()) await client.query(script);
    await seed(client, sink.origin);

    // As queue_due_push_reminders runs it: without JIT (compiling took longer than the query).
    await client.query('set jit = off');
    await timeQuery(client, dueQuery, [QUIET_MINUTE]);
    const hot = await timeQuery(client, dueQuery, [HOT_MINUTE]);
    const quiet = await timeQuery(client, dueQuery, [QUIET_MINUTE]);
    const firstCalls = await timeQueueAndClaim(client, HOT_MINUTE);
    console.log(`\n${SAMPLES} samples each, ${MEMBERS.toLocaleString('en')} members`);
    console.log('query                                            due rows   p50 ms   p95 ms');
    const line = (label: string, figures: { p50: number; p95: number }, rows = '') =>
      console.log(
        `${label.padEnd(48)} ${rows.padStart(8)}  ${figures.p50.toFixed(1).padStart(7)}  ${figures.p95.toFixed(1).padStart(7)}`,
      );
    line('due reminders, 08:00 Mexico City (30-min window)', hot, String(hot.rows));
    line('due reminders, a quiet minute', quiet, String(quiet.rows));
    line(
      'queue_due_push_reminders at 08:00 (ledger rows)',
      firstCalls.queue,
      String(firstCalls.queued),
    );
    line('then claim_due_push_reminders, a batch of 200', firstCalls.claim);

    console.log('\n── EXPLAIN ANALYZE: the due-reminders query at 08:00');
    for (const plan of await explain(client, dueQuery, [HOT_MINUTE])) console.log(plan);

    console.log(
      `\n── full runs (Deno, npm:web-push, push service on 127.0.0.1), from ${HOT_MINUTE}`,
    );
    const runsStarted = performance.now();
    for (const json of await fullRuns(cluster.url, HOT_MINUTE, RUNS)) {
      const run = JSON.parse(json) as Record<string, number | string>;
      console.log(
        `run at ${String(run.now)}: queued ${String(run.queued)}, claimed ${String(run.claimed)}, sent ${String(run.sent)}, retry ${String(run.retry)}, dropped ${String(run.dropped)}, gone ${String(run.gone)} — ${String(run.wallMs)} ms wall, ${String(run.cpuMs)} ms CPU`,
      );
    }
    console.log(
      `push service received ${sink.received().toLocaleString('en')} messages; the Deno process took ${seconds(runsStarted)} with its start-up`,
    );
    const { rows } = await client.query<{ sent: number; pending: number }>(
      `select count(*) filter (where sent_at is not null)::int as sent,
              count(*) filter (where sent_at is null)::int as pending
         from reminders_private.sent_reminders`,
    );
    console.log(`ledger: ${rows[0]?.sent ?? 0} sent, ${rows[0]?.pending ?? 0} not sent`);
    console.log(`\nbench:reminders took ${seconds(started)}`);
    return 0;
  } finally {
    await client.end().catch(() => undefined);
    await cluster.stop();
    sink.close();
  }
}

process.exitCode = await main();
