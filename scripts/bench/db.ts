// npm run bench:db: the membership and member-data queries at scale on a local PostgreSQL 15. Starts
// a throw-away cluster (tests/support/postgresCluster.ts), applies the Supabase prelude and the
// migrations, seeds 10,000 members (plans, families, coverage uses) and 2,000,000 member-data rows
// with generate_series, then times, as a member's request runs on Supabase (one transaction, role
// authenticated, the JWT claims set): a member's pull (first sync: every table), a 50-row push,
// register_coverage_use and my_membership(). Prints p50/p95 and the plans (auto_explain, nested
// statements included), then stops the cluster. Options: --members N, --rows N, --samples N.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { MEMBER_TABLES, setupScripts } from '../../tests/support/memberDatabase';
import { startPostgresCluster } from '../../tests/support/postgresCluster';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '10000' },
    rows: { type: 'string', default: '2000000' },
    samples: { type: 'string', default: '300' },
  },
});
const MEMBERS = Number(values.members);
const ROWS = Number(values.rows);
const SAMPLES = Number(values.samples);
const TARGETS_MS = { pull: 10, push: 50, use: 5, membership: 5 } as const;

/** How the member-data rows are spread over the tables (per member). */
const ROW_SHARES = {
  measurements: 0.5,
  medicines: 0.1,
  appointments: 0.15,
  triage_events: 0.15,
  sleep_summaries: 0.1,
} as const;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function seed(client: pg.Client): Promise<void> {
  const perMember = (share: number) => Math.max(1, Math.round((ROWS * share) / MEMBERS));
  let started = performance.now();
  await client.query(
    `insert into auth.users (id, email, raw_user_meta_data)
     select gen_random_uuid(), 'm' || g || '@example.com', jsonb_build_object('name', 'Miembro ' || g)
       from generate_series(1, $1) g`,
    [MEMBERS],
  );
  // Plans: a third family plans of 4 (two added people each), the rest individual; a tenth paid 40
  // days ago (suspended), the rest this month. Through record_payment, as the webhook would (called
  // here by the database owner).
  await client.query(
    `select public.record_payment(u.id,
        case when u.n % 3 = 0 then 'familiar' else 'individual' end,
        case when u.n % 3 = 0 then 4 else 1 end,
        'monthly', 19900, 'bench_' || u.n,
        now() - case when u.n % 10 = 0 then interval '40 days' else interval '2 days' end)
       from (select id, row_number() over (order by id) as n from auth.users) u`,
  );
  await client.query(
    `insert into public.family_members (family_id, name, curp, birth_date)
     select f.id, 'Persona ' || k, 'BENC' || lpad(k::text, 2, '0') || substr(md5(f.id::text), 1, 12), date '2012-01-01'
       from public.families f cross join generate_series(1, 2) k`,
  );
  await client.query(
    `insert into public.coverage_uses (membership_id, user_id, service_id, period_start, used_at)
     select m.id, m.holder_id, s.service_id, p.period_start, p.period_start + interval '1 hour'
       from public.memberships m
       join lateral (select period_start from public.payments where membership_id = m.id
                      order by period_start desc limit 1) p on true
       cross join (values ('video_consulta'), ('ambulancia_terrestre'), ('medico_domicilio')) s(service_id)`,
  );
  console.log(`seeded ${MEMBERS} members, their plans and uses in ${seconds(started)}`);

  started = performance.now();
  // Triggers off while seeding (synced_at is spread over the last days instead); checks stay on.
  await client.query(`set session_replication_role = replica`);
  const entries: Record<keyof typeof ROW_SHARES, string> = {
    measurements: `jsonb_build_object('id', 'r' || g, 'type', 'weight', 'weight', 70 + g % 10, 'date', '2026-11-01')`,
    medicines: `jsonb_build_object('id', 'r' || g, 'name', 'Medicina ' || g, 'dose', '50 mg', 'time', '08:00', 'taken', false)`,
    appointments: `jsonb_build_object('id', 'r' || g, 'title', 'Cita ' || g, 'datetime', '2026-12-01T10:00', 'notes', '')`,
    triage_events: `jsonb_build_object('id', 'r' || g, 'test_id', 'dyspnea', 'level', 'C', 'answers', '{}'::jsonb, 'rationale', '[]'::jsonb, 'created_at', '2026-11-01T10:00:00Z')`,
    sleep_summaries: `jsonb_build_object('id', 'r' || g, 'date', '2026-11-01', 'duracion_monitorizada', 420, 'score_sueno', 80)`,
  };
  let total = 0;
  for (const [table, share] of Object.entries(ROW_SHARES) as [keyof typeof ROW_SHARES, number][]) {
    const count = perMember(share);
    total += count * MEMBERS;
    await client.query(
      `insert into public.${table} (user_id, id, entry, updated_at, synced_at)
       select u.id, 'r' || g, ${entries[table]},
              now() - make_interval(mins => g), now() - make_interval(mins => g)
         from auth.users u cross join generate_series(1, ${count}) g`,
    );
  }
  await client.query(`set session_replication_role = origin`);
  await client.query('analyze');
  console.log(`seeded ${total.toLocaleString('en')} member-data rows in ${seconds(started)}`);
}

/** The statements of one request of a member (after the claims are set). */
type Request = (client: pg.Client, member: string) => string[];

const claimsStatement = (client: pg.Client, member: string) =>
  `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${client.escapeLiteral(
    JSON.stringify({ sub: member, role: 'authenticated', aud: 'authenticated' }),
  )}, true)`;

/**
 * Runs a request as PostgREST does: a transaction as role authenticated with the member's claims,
 * in one round trip (PostgREST pipelines its statements too); or, to explain it, statement by
 * statement.
 */
async function run(client: pg.Client, member: string, request: Request, oneByOne = false) {
  const statements = [
    'begin',
    claimsStatement(client, member),
    ...request(client, member),
    'commit',
  ];
  if (!oneByOne) {
    await client.query(statements.join(';\n'));
    return;
  }
  for (const statement of statements) await client.query(statement);
}

const pullQuery = (table: string, member: string) =>
  `select id, entry, updated_at, deleted_at, synced_at from public.${table}
    where user_id = '${member}' order by synced_at, id limit 1000`;

const pull: Request = (_client, member) => MEMBER_TABLES.map((table) => pullQuery(table, member));

function pushRows(member: string): string {
  const now = new Date().toISOString();
  return JSON.stringify(
    Array.from({ length: 50 }, (_, index) => {
      // Half edits of rows the member has, half new rows.
      const id = index % 2 === 0 ? `r${index + 1}` : `new-${randomUUID()}`;
      return {
        user_id: member,
        id,
        entry: { id, type: 'weight', weight: 71, date: '2026-11-26' },
        updated_at: now,
        deleted_at: null,
      };
    }),
  );
}

const push: Request = (client, member) => [
  `insert into public.measurements (user_id, id, entry, updated_at, deleted_at)
   select user_id, id, entry, updated_at, deleted_at
     from json_populate_recordset(null::public.measurements, ${client.escapeLiteral(pushRows(member))}::json)
   on conflict (user_id, id) do update
     set entry = excluded.entry, updated_at = excluded.updated_at, deleted_at = excluded.deleted_at
   returning id, entry, updated_at, deleted_at, synced_at`,
];

const coverageUse =
  (service: string): Request =>
  () => [`select public.register_coverage_use('${service}')`];

const membership: Request = () => ['select public.my_membership()'];

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

async function time(client: pg.Client, members: readonly string[], request: Request) {
  const durations: number[] = [];
  for (const member of members) {
    const started = performance.now();
    await run(client, member, request);
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return { p50: percentile(durations, 50), p95: percentile(durations, 95) };
}

/** The plans of one run, nested statements (inside the functions) included, via auto_explain. */
async function explain(client: pg.Client, member: string, request: Request): Promise<string[]> {
  const plans: string[] = [];
  // A push's statement carries its 50 rows: its text is cut short.
  const listener = (notice: { message?: string }) =>
    plans.push((notice.message ?? '').replace(/'\[\{.{200,}?\}\]'/s, "'[…50 rows…]'"));
  await client.query(`load 'auto_explain'`);
  await client.query(`set auto_explain.log_min_duration = 0`);
  await client.query(`set auto_explain.log_analyze = on`);
  await client.query(`set auto_explain.log_buffers = on`);
  await client.query(`set auto_explain.log_nested_statements = on`);
  await client.query(`set auto_explain.log_level = notice`);
  client.on('notice', listener);
  try {
    await run(client, member, request, true);
  } finally {
    client.off('notice', listener);
    await client.query(`set auto_explain.log_min_duration = -1`);
  }
  // The transaction's own statements (set_config) are not worth printing.
  // Not worth printing: the transaction's own statements and the foreign-key checks.
  return plans.filter(
    (plan) => !/Query Text: (select set_config|begin|commit|SELECT 1 FROM ONLY)/.test(plan),
  );
}

async function main(): Promise<number> {
  const started = performance.now();
  const cluster = await startPostgresCluster({
    settings: {
      shared_buffers: '256MB',
      maintenance_work_mem: '256MB',
      max_wal_size: '4GB',
      checkpoint_timeout: '30min',
      // record_payment takes an advisory lock per payment; the seed records 10,000 in one statement.
      max_locks_per_transaction: '512',
    },
  });
  const client = new pg.Client({ connectionString: cluster.url });
  try {
    await client.connect();
    await client.query(`set statement_timeout = '240s'`);
    for (const script of await setupScripts()) await client.query(script);
    await seed(client);
    await client.query(`reset statement_timeout`);

    const { rows } = await client.query<{ holder_id: string }>(
      `select holder_id from public.memberships
        where next_payment_date > now() order by random() limit $1`,
      [SAMPLES * 2],
    );
    const members = rows.map((row) => row.holder_id);
    const half = (start: number) => members.slice(start, start + SAMPLES);
    // Warm-up, so the figures are of a running server rather than of its first reads.
    await time(client, half(0).slice(0, 20), pull);

    const results = {
      pull: await time(client, half(0), pull),
      push: await time(client, half(0), push),
      use: await time(client, half(SAMPLES), coverageUse('plomero')),
      membership: await time(client, half(0), membership),
    };
    console.log(
      `\n${SAMPLES} samples each, ${MEMBERS.toLocaleString('en')} members, ${ROWS.toLocaleString('en')} rows`,
    );
    console.log('operation                     p50 ms   p95 ms   target p95');
    const labels: Record<keyof typeof results, string> = {
      pull: "a member's pull (9 tables)",
      push: 'a 50-row push',
      use: 'register_coverage_use',
      membership: 'my_membership()',
    };
    let met = true;
    for (const key of Object.keys(results) as (keyof typeof results)[]) {
      const { p50, p95 } = results[key];
      met &&= p95 <= TARGETS_MS[key];
      console.log(
        `${labels[key].padEnd(28)} ${p50.toFixed(2).padStart(7)}  ${p95.toFixed(2).padStart(7)}   ≤ ${TARGETS_MS[key]}${p95 <= TARGETS_MS[key] ? '' : '  (missed)'}`,
      );
    }

    const sample = members[0] ?? '';
    const other = members.at(-1) ?? '';
    for (const [title, member, run] of [
      ["a member's pull (9 tables)", sample, pull],
      ['a 50-row push', sample, push],
      ['register_coverage_use', other, coverageUse('cerrajero')],
      ['my_membership()', sample, membership],
    ] as const) {
      console.log(`\n── EXPLAIN: ${title}`);
      for (const plan of await explain(client, member, run)) console.log(plan);
    }
    console.log(`\nbench:db took ${seconds(started)}`);
    // The targets are figures for the docs, not a test: a busy machine misses them without a fault.
    if (!met)
      console.log(
        'Some p95 targets were missed on this run (see the server-side durations above).',
      );
    return 0;
  } finally {
    await client.end().catch(() => undefined);
    await cluster.stop();
  }
}

process.exitCode = await main();
