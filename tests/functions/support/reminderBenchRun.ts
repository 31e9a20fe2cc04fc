// One run of the send-reminders function as deployed (runReminders, npm:web-push, fetch), for
// `npm run bench:reminders` (scripts/bench/reminders.ts starts it under Deno). The store calls the
// same service-role functions PostgREST would, over npm:pg straight to the benchmark's PostgreSQL 15,
// each call one transaction as the service role. Reads BENCH_PG_URL, BENCH_NOW (the run's clock, ISO
// 8601) and BENCH_RUNS (runs one minute apart); prints one JSON line per run.
import process from 'node:process';
import pg from 'npm:pg@8.23.1';
// @deno-types="npm:@types/web-push@3.6.4"
import webpush from 'npm:web-push@3.6.7';
import { actionTokens } from '../../../supabase/functions/send-reminders/actionToken.ts';
import { webPushDelivery } from '../../../supabase/functions/send-reminders/pushDelivery.ts';
import type {
  ReminderClaim,
  ReminderStore,
} from '../../../supabase/functions/send-reminders/reminderStore.ts';
import { runReminders } from '../../../supabase/functions/send-reminders/sendReminders.ts';

const client = new pg.Client({ connectionString: Deno.env.get('BENCH_PG_URL') });
await client.connect();

async function asService<T>(text: string, params: unknown[]): Promise<T> {
  await client.query('begin');
  try {
    await client.query(`select set_config('role', 'service_role', true)`);
    const { rows } = await client.query(text, params);
    await client.query('commit');
    return (rows[0] as { v: T }).v;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

const store: ReminderStore = {
  queue: (now) =>
    asService<number>('select public.queue_due_push_reminders($1) as v', [now.toISOString()]),
  claim: (now, maxClaims, run) =>
    asService<ReminderClaim[]>('select public.claim_due_push_reminders($1, $2, $3) as v', [
      now.toISOString(),
      maxClaims,
      run,
    ]),
  settle: async (run, results, now) => {
    await asService('select public.settle_push_reminders($1, $2::jsonb, $3) as v', [
      run,
      JSON.stringify(results),
      now.toISOString(),
    ]);
  },
  snooze: () => Promise.resolve(false),
  markTaken: () => Promise.resolve(false),
};

const vapid = webpush.generateVAPIDKeys();
const deliver = webPushDelivery(
  { subject: 'mailto:bench@vita365.mx', ...vapid },
  { allowLoopbackHttp: true },
);
const tokens = await actionTokens('bench');
const start = Date.parse(Deno.env.get('BENCH_NOW') ?? '');
const runs = Number(Deno.env.get('BENCH_RUNS') ?? '1');

for (let index = 0; index < runs; index += 1) {
  const now = new Date(start + index * 60_000);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const summary = await runReminders({
    store,
    deliver,
    tokens,
    runSecret: 'bench',
    actionUrl: 'https://bench.supabase.co/functions/v1/send-reminders',
    clock: () => now,
  });
  const cpu = process.cpuUsage(cpuBefore);
  console.log(
    JSON.stringify({
      now: now.toISOString(),
      ...summary,
      wallMs: Math.round(performance.now() - started),
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    }),
  );
}
await client.end();
