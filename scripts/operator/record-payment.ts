// npm run membership:record-payment -- --member <user uuid> --plan individual|familiar
//   [--family-size 3] [--frequency monthly] --amount-cents 19900 --ref <provider reference>
//   [--paid-at 2026-11-26T12:00:00Z]
// Records a confirmed payment on a Supabase project (local or real) through record_payment, as the
// payment webhook does, with the service role: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY from the
// environment (never put that key in the app or in a browser). Prints the payment id; the same
// --ref again prints the same id and changes nothing.
import { createClient } from '@supabase/supabase-js';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const usage =
  'Usage: npm run membership:record-payment -- --member <uuid> --plan individual|familiar ' +
  '[--family-size N] [--frequency monthly|quarterly|semiannual|annual] --amount-cents N --ref REF ' +
  '[--paid-at ISO-8601]  (env: SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY)';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      member: { type: 'string' },
      plan: { type: 'string' },
      'family-size': { type: 'string' },
      frequency: { type: 'string', default: 'monthly' },
      'amount-cents': { type: 'string' },
      ref: { type: 'string' },
      'paid-at': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const url = process.env.SUPABASE_URL;
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (values.help || !values.member || !values.plan || !values['amount-cents'] || !values.ref) {
    console.error(usage);
    return values.help ? 0 : 2;
  }
  if (!url || !key) {
    console.error(`SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set.\n${usage}`);
    return 2;
  }
  const paidAt = values['paid-at'] ? new Date(values['paid-at']) : new Date();
  if (Number.isNaN(paidAt.getTime())) {
    console.error(`--paid-at is not a date: ${values['paid-at']}`);
    return 2;
  }
  const client = createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await client.rpc('record_payment', {
    member: values.member,
    plan: values.plan,
    family_size: Number(values['family-size'] ?? (values.plan === 'familiar' ? 2 : 1)),
    frequency: values.frequency,
    amount_cents: Number(values['amount-cents']),
    provider_ref: values.ref,
    paid_at: paidAt.toISOString(),
  });
  if (error) {
    console.error(`record_payment refused (${error.code}): ${error.message}`);
    return 1;
  }
  console.log(String(data));
  return 0;
}

// supabase-js needs a global WebSocket, which Node 20 only has behind a flag: run again with it.
if ('WebSocket' in globalThis) {
  process.exitCode = await main();
} else {
  const again = spawnSync(
    process.execPath,
    ['--experimental-websocket', ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit' },
  );
  process.exitCode = again.status ?? 1;
}
