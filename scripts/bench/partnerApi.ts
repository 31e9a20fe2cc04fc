// npm run bench:partner: the partner API's two busy calls, verify and register-use, against 10,000
// members on a local PostgreSQL 15 (a throw-away cluster, tests/support/postgresCluster.ts, with the
// Supabase prelude and every migration). Seeds the members (sign-up metadata with a card and a
// CURP; a third on family plans with two added people, a tenth lapsed, 1,000 on a company contract),
// a member use of a capped service for each, then times public.partner_request as the deployed
// function's call runs (one transaction as the service role): each sample is timed inside the
// database (clock_timestamp around the call, by a helper this script adds to its own database) and
// as a round trip from this process. Prints p50/p95 of both and checks the target (p95 under
// 20 ms in the database). Options: --members N, --samples N.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { setupScripts } from '../../tests/support/memberDatabase';
import { startPostgresCluster } from '../../tests/support/postgresCluster';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '10000' },
    samples: { type: 'string', default: '500' },
  },
});
const MEMBERS = Number(values.members);
const SAMPLES = Number(values.samples);
const TARGET_P95_MS = 20;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function seed(client: pg.Client): Promise<void> {
  const started = performance.now();
  await client.query(
    `insert into auth.users (id, email, raw_user_meta_data)
     select id, 'p' || n || '@example.com', jsonb_build_object(
              'name', 'Miembro ' || n,
              'vita_card_id', 'VITA-' || upper(substr(replace(id::text, '-', ''), 1, 8)),
              'curp', 'BENC' || upper(substr(md5(id::text), 1, 14)),
              'birthDate', '1980-01-01')
       from (select gen_random_uuid() as id, n from generate_series(1, $1) n) s`,
    [MEMBERS],
  );
  await client.query(
    `select public.record_payment(u.id,
        case when u.n % 3 = 0 then 'familiar' else 'individual' end,
        case when u.n % 3 = 0 then 4 else 1 end,
        'monthly', 19900, 'bench_' || u.n,
        now() - case when u.n % 10 = 0 then interval '40 days' else interval '2 days' end)
       from (select id, row_number() over (order by id) as n from auth.users) u
      where u.n % 10 <> 5`,
  );
  await client.query(
    `insert into public.family_members (family_id, name, curp, birth_date)
     select f.id, 'Persona ' || k, 'FAMI' || lpad(k::text, 2, '0') || upper(substr(md5(f.id::text), 1, 12)),
            date '2012-01-01'
       from public.families f cross join generate_series(1, 2) k`,
  );
  // The members left without a payment (every tenth) redeem a company code.
  const [contract] = (
    await client.query<{ v: { id: string } }>(
      `select public.create_company_contract('Empresa de prueba', 'EKU9003173C9', $1,
         current_date - 10, current_date + 300) as v`,
      [MEMBERS],
    )
  ).rows;
  const [codes] = (
    await client.query<{ v: string[] }>('select public.issue_company_codes($1, 1) as v', [
      contract?.v.id,
    ])
  ).rows;
  const employees = (
    await client.query<{ id: string }>(
      `select u.id from (select id, row_number() over (order by id) as n from auth.users) u
        where u.n % 10 = 5`,
    )
  ).rows;
  for (const employee of employees) {
    await client.query('begin');
    await client.query(
      `select set_config('role', 'authenticated', true),
              set_config('request.jwt.claims', $1, true)`,
      [JSON.stringify({ sub: employee.id, role: 'authenticated' })],
    );
    await client.query('select public.redeem_enterprise_code($1)', [codes?.v[0]]);
    await client.query('commit');
  }
  await client.query(
    `insert into public.coverage_uses (membership_id, user_id, service_id, period_start, used_at)
     select m.id, m.holder_id, 'cerrajero',
            membership_private.period_start_at(m.id, now()), now() - interval '3 days'
       from public.memberships m`,
  );
  await client.query('analyze');
  console.log(
    `seeded ${MEMBERS} members (${employees.length} on a company contract) in ${seconds(started)}`,
  );
}

/** The helper that times one call inside the database, owned by this bench's database only. */
const TIMER = `
  create function public.bench_partner_request(api_key text, action text, request jsonb)
  returns table (ms double precision, status int)
  language plpgsql
  as $$
  declare
    started timestamptz := clock_timestamp();
    answer jsonb := public.partner_request(api_key, action, request);
  begin
    return query select (extract(epoch from clock_timestamp() - started) * 1000)::double precision,
                        (answer ->> 'status')::int;
  end;
  $$;
  grant execute on function public.bench_partner_request(text, text, jsonb) to service_role;`;

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

interface Timing {
  readonly inDatabase: number[];
  readonly roundTrip: number[];
  readonly statuses: Map<number, number>;
}

async function timeCall(
  client: pg.Client,
  key: string,
  action: string,
  requests: readonly object[],
): Promise<Timing> {
  const timing: Timing = { inDatabase: [], roundTrip: [], statuses: new Map() };
  for (const request of requests) {
    const started = performance.now();
    const result = await client.query<{ ms: number; status: number }>(
      `begin;
       select set_config('role', 'service_role', true),
              set_config('request.jwt.claims', '{"role":"service_role"}', true);
       select * from public.bench_partner_request(${client.escapeLiteral(key)},
         ${client.escapeLiteral(action)}, ${client.escapeLiteral(JSON.stringify(request))}::jsonb);
       commit;`,
    );
    timing.roundTrip.push(performance.now() - started);
    const rows = (result as unknown as pg.QueryResult<{ ms: number; status: number }>[])[2]?.rows;
    const row = rows?.[0];
    if (!row) throw new Error('the timed call returned nothing');
    timing.inDatabase.push(row.ms);
    timing.statuses.set(row.status, (timing.statuses.get(row.status) ?? 0) + 1);
  }
  return timing;
}

function report(name: string, timing: Timing): boolean {
  const inDatabase = [...timing.inDatabase].sort((a, b) => a - b);
  const roundTrip = [...timing.roundTrip].sort((a, b) => a - b);
  const p95 = percentile(inDatabase, 95);
  const statuses = [...timing.statuses.entries()].map(([status, n]) => `${status}×${n}`).join(' ');
  console.log(
    `${name.padEnd(13)} in the database p50 ${percentile(inDatabase, 50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms` +
      ` | round trip p50 ${percentile(roundTrip, 50).toFixed(2)} ms, p95 ${percentile(roundTrip, 95).toFixed(2)} ms` +
      ` | answers ${statuses} | target p95 < ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? 'met' : 'MISSED'}`,
  );
  return p95 < TARGET_P95_MS;
}

async function main(): Promise<number> {
  const started = performance.now();
  const cluster = await startPostgresCluster({
    settings: { shared_buffers: '256MB', max_locks_per_transaction: '512' },
  });
  const client = new pg.Client({ connectionString: cluster.url });
  try {
    await client.connect();
    for (const script of await setupScripts()) await client.query(script);
    await client.query(TIMER);
    await seed(client);
    const [made] = (
      await client.query<{ v: { key: string } }>(
        `select public.create_partner_key('Benchmark', 100000) as v`,
      )
    ).rows;
    const key = made?.v.key ?? '';
    const people = (
      await client.query<{ card: string; curp: string; birth: string }>(
        `select c.card_id as card, i.curp, i.birth_date::text as birth
           from membership_private.member_cards c
           join membership_private.member_identities i using (user_id)
          order by random() limit $1`,
        [SAMPLES],
      )
    ).rows;
    // Warm the caches and plans once.
    await timeCall(
      client,
      key,
      'verify',
      people.slice(0, 20).map(({ card }) => ({ card })),
    );
    const byCard = await timeCall(
      client,
      key,
      'verify',
      people.map(({ card }) => ({ card })),
    );
    const byCurp = await timeCall(
      client,
      key,
      'verify',
      people.map(({ curp, birth }) => ({ curp, birth_date: birth })),
    );
    const registered = await timeCall(
      client,
      key,
      'register-use',
      people.map(({ card }, index) => ({
        card,
        service_id: 'medico_domicilio',
        case_reference: `BENCH-${index}`,
      })),
    );
    console.log(`${SAMPLES} samples each, against ${MEMBERS} members:`);
    const met = [
      report('verify card', byCard),
      report('verify CURP', byCurp),
      report('register-use', registered),
    ].every(Boolean);
    console.log(`done in ${seconds(started)}`);
    return met ? 0 : 1;
  } finally {
    await client.end().catch(() => undefined);
    await cluster.stop();
  }
}

process.exitCode = await main();
