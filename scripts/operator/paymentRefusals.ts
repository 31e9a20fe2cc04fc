// The operator's list of payment events the webhook refused for good (issue 40): each was answered
// 2xx so Stripe stopped retrying, and waits here for a person to refund it in Stripe or record it by
// hand (docs/payments.md says what to do per reason). Reads public.list_payment_refusals through
// PostgREST with the service role key. Plain fetch and node:util only, so the command (tsx) and the
// Deno tests run the same code.
import { parseArgs } from 'node:util';
import type { CommandIo } from './serviceRpc.ts';

export const refusalsUsage =
  'Usage: npm run payments:refusals -- [--since ISO-8601] [--limit N] [--json]\n' +
  '  Lists the payment events the Stripe webhook refused for good, newest first (default 100).\n' +
  '  env: SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY (the project’s service role key: never in the app)';

export interface PaymentRefusal {
  readonly id: string;
  readonly provider_ref: string;
  readonly event_type: string;
  readonly reason: string;
  readonly detail: string;
  readonly sqlstate: string | null;
  readonly member: string | null;
  readonly amount_cents: number | null;
  readonly currency: string | null;
  readonly first_event_id: string;
  readonly last_event_id: string;
  readonly deliveries: number;
  readonly first_seen_at: string;
  readonly last_seen_at: string;
}

export interface RefusalsQuery {
  /** ISO 8601; only refusals last seen at or after it. */
  readonly since: string | null;
  /** 1 to 1000. */
  readonly limit: number;
}

type Parsed =
  | { readonly kind: 'run'; readonly query: RefusalsQuery; readonly json: boolean }
  | { readonly kind: 'help' }
  | { readonly kind: 'error'; readonly message: string };

export function parseRefusalsArgs(args: readonly string[]): Parsed {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: {
        since: { type: 'string' },
        limit: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    return { kind: 'error', message: (error as Error).message };
  }
  if (values.help) return { kind: 'help' };
  let since: string | null = null;
  if (values.since !== undefined) {
    const at = new Date(values.since);
    if (Number.isNaN(at.getTime())) {
      return { kind: 'error', message: `--since is not a date: ${values.since}` };
    }
    since = at.toISOString();
  }
  const limit = values.limit === undefined ? 100 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    return { kind: 'error', message: `--limit must be a whole number from 1 to 1000` };
  }
  return { kind: 'run', query: { since, limit }, json: values.json === true };
}

export async function fetchRefusals(
  supabaseUrl: string,
  serviceRoleKey: string,
  query: RefusalsQuery,
  fetchImpl: typeof fetch = fetch,
): Promise<PaymentRefusal[]> {
  const response = await fetchImpl(
    `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/list_payment_refusals`,
    {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        authorization: `Bearer ${serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ since: query.since, max_rows: query.limit }),
    },
  );
  const text = await response.text();
  if (!response.ok) {
    throw new Error(`list_payment_refusals answered ${response.status}: ${text}`);
  }
  return JSON.parse(text) as PaymentRefusal[];
}

const money = (cents: number | null, currency: string | null) =>
  cents === null ? null : `${(cents / 100).toFixed(2)} ${(currency ?? '').toUpperCase()}`.trimEnd();

/** One block per refusal: when, what, reason, then the facts and the detail. */
export function formatRefusals(rows: readonly PaymentRefusal[]): string {
  if (rows.length === 0) return 'No refused payment events.';
  const blocks = rows.map((row) => {
    const facts = [
      row.member ? `member ${row.member}` : null,
      money(row.amount_cents, row.currency),
      row.sqlstate ? `SQLSTATE ${row.sqlstate}` : null,
      row.deliveries > 1 ? `delivered ${row.deliveries}×, first ${row.first_seen_at}` : null,
      `event ${row.last_event_id}`,
    ].filter((fact): fact is string => fact !== null);
    return [
      `${row.last_seen_at}  ${row.provider_ref}  ${row.event_type}  ${row.reason}`,
      `  ${facts.join(' · ')}`,
      `  ${row.detail}`,
    ].join('\n');
  });
  const count =
    rows.length === 1 ? '1 refused payment event' : `${rows.length} refused payment events`;
  return `${count}, newest first:\n\n${blocks.join('\n\n')}`;
}

/** The whole command; returns its exit code (0 listed, 1 failed, 2 usage). */
export async function runPaymentRefusals(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  io: CommandIo,
): Promise<number> {
  const parsed = parseRefusalsArgs(args);
  if (parsed.kind === 'help') {
    io.out(refusalsUsage);
    return 0;
  }
  if (parsed.kind === 'error') {
    io.err(`${parsed.message}\n${refusalsUsage}`);
    return 2;
  }
  const url = env.SUPABASE_URL;
  const key = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !key) {
    io.err(`SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY must be set.\n${refusalsUsage}`);
    return 2;
  }
  let rows: PaymentRefusal[];
  try {
    rows = await fetchRefusals(url, key, parsed.query, io.fetch);
  } catch (error) {
    io.err(`Could not list the refusals: ${(error as Error).message}`);
    return 1;
  }
  io.out(parsed.json ? JSON.stringify(rows, null, 2) : formatRefusals(rows));
  return 0;
}
