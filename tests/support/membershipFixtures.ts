// Records a confirmed payment in the Supabase-shaped test project the way the payment webhook and
// `npm run membership:record-payment` do on a real project: `POST /rest/v1/rpc/record_payment` with
// the service role's key, through the PostgREST test server. For hosted e2e and integration tests.
import { randomUUID } from 'node:crypto';
import { TEST_JWT_SECRET, signJwt } from './jwt';
import type { SupabaseTestServer } from './supabaseTestServer';

/** The project's service-role key (a JWT with role service_role), as Supabase issues it. */
export const serviceRoleKey = (secret = TEST_JWT_SECRET): string =>
  signJwt({ iss: 'supabase-test', role: 'service_role' }, secret);

export interface TestPayment {
  /** The member's account: their e-mail in the GoTrue test server. */
  readonly email: string;
  readonly plan: 'individual' | 'familiar';
  /** People covered, the holder included; 1 for the individual plan. Default 1 or 2. */
  readonly familySize?: number;
  /** A pricing frequency id; default 'monthly'. */
  readonly frequency?: string;
  /** Default 19900. */
  readonly amountCents?: number;
  /** Default a fresh 'test_' reference; pass the same one twice to test idempotency. */
  readonly providerRef?: string;
  /** Default now. */
  readonly paidAt?: Date;
}

/**
 * Calls record_payment over HTTP with the service-role key and returns the payment id. Throws with
 * the PostgREST error body when the server refuses.
 */
export async function callRecordPayment(
  url: string,
  args: {
    readonly member: string;
    readonly plan: string;
    readonly family_size: number;
    readonly frequency: string;
    readonly amount_cents: number;
    readonly provider_ref: string;
    readonly paid_at: string;
  },
  secret = TEST_JWT_SECRET,
): Promise<string> {
  const key = serviceRoleKey(secret);
  const response = await fetch(`${url}/rest/v1/rpc/record_payment`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(args),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`record_payment answered ${response.status}: ${text}`);
  return JSON.parse(text) as string;
}

/**
 * Records a payment for the account with `payment.email` (which must exist in the test project's
 * GoTrue server). On Supabase, GoTrue and PostgREST share one database, so every account is in
 * auth.users; the test servers keep them apart, so the account is copied there first.
 */
export async function recordTestPayment(
  project: SupabaseTestServer,
  payment: TestPayment,
): Promise<string> {
  const user = project.gotrue.user(payment.email);
  if (!user || typeof user.id !== 'string')
    throw new Error(`No account ${payment.email} in the test project`);
  await project.data.db.query(
    `insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)
     on conflict (id) do update set email = excluded.email, raw_user_meta_data = excluded.raw_user_meta_data`,
    [user.id, payment.email, JSON.stringify(user.user_metadata ?? {})],
  );
  return callRecordPayment(project.url, {
    member: user.id,
    plan: payment.plan,
    family_size: payment.familySize ?? (payment.plan === 'familiar' ? 2 : 1),
    frequency: payment.frequency ?? 'monthly',
    amount_cents: payment.amountCents ?? 19_900,
    provider_ref: payment.providerRef ?? `test_${randomUUID()}`,
    paid_at: (payment.paidAt ?? new Date()).toISOString(),
  });
}
