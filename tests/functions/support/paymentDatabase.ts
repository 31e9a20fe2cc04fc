// The project's real SQL under Deno: PGlite with what a Supabase project provides
// (tests/support/supabaseBootstrap.sql) and every migration in supabase/migrations/, in name order,
// as `supabase db push` applies them. `pgliteStore` is the functions' PaymentStore on that database,
// run as the service role exactly as PostgREST would run the deployed functions' calls.
import { PGlite, type Transaction } from 'npm:@electric-sql/pglite@0.5.16';
import {
  StoreError,
  type PaymentStore,
  type RecordPaymentArgs,
  type RefusalArgs,
  type ReversalArgs,
} from '../../../supabase/functions/_shared/paymentStore.ts';

const root = new URL('../../../', import.meta.url);

export async function createPaymentDatabase(): Promise<PGlite> {
  const db = await PGlite.create();
  await db.exec(await Deno.readTextFile(new URL('tests/support/supabaseBootstrap.sql', root)));
  const dir = new URL('supabase/migrations/', root);
  const names: string[] = [];
  for await (const entry of Deno.readDir(dir))
    if (entry.name.endsWith('.sql')) names.push(entry.name);
  for (const name of names.sort()) await db.exec(await Deno.readTextFile(new URL(name, dir)));
  return db;
}

/** Runs `work` as PostgREST runs a request: one transaction, the claims' role and claims set. */
export function asRole<T>(
  db: PGlite,
  claims: Record<string, unknown>,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('role', $1, true)`, [String(claims.role)]);
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    return work(tx);
  });
}

const serviceRole = { role: 'service_role' };

export const memberClaims = (sub: string) => ({ sub, role: 'authenticated', aud: 'authenticated' });

export async function addMember(db: PGlite, id: string, email: string, name: string) {
  await db.query('insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3)', [
    id,
    email,
    JSON.stringify({ name }),
  ]);
}

export interface Membership {
  readonly status: string;
  readonly plan: string | null;
  readonly family_size: number | null;
  readonly frequency: string | null;
  readonly next_payment_date: string | null;
}

export interface PaymentRow {
  readonly id: string;
  readonly provider_ref: string;
  readonly amount_cents: number;
  readonly paid_at: string;
  readonly period_start: string;
  readonly period_end: string;
}

export const myMembership = (db: PGlite, member: string): Promise<Membership> =>
  asRole(db, memberClaims(member), async (tx) => {
    const { rows } = await tx.query<{ m: Membership }>('select public.my_membership() as m');
    return rows[0]!.m;
  });

export const myPayments = (db: PGlite, member: string): Promise<PaymentRow[]> =>
  asRole(db, memberClaims(member), async (tx) => {
    const { rows } = await tx.query<{ p: PaymentRow[] }>('select public.my_payments() as p');
    return rows[0]!.p;
  });

/** Every payment row, read as the database owner. */
export async function allPayments(db: PGlite): Promise<{ provider_ref: string }[]> {
  return (await db.query<{ provider_ref: string }>('select provider_ref from public.payments'))
    .rows;
}

/**
 * Runs one call as the service role, as PostgREST runs the deployed functions' calls; a database
 * error comes out as the StoreError the PostgREST store would throw, with its SQLSTATE.
 */
function asService<T>(db: PGlite, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return asRole(db, serviceRole, work).catch((error: unknown) => {
    const code = (error as { code?: unknown }).code;
    throw new StoreError(String((error as Error).message), typeof code === 'string' ? code : null);
  });
}

/** Calls public.<name> with named arguments (as PostgREST's POST /rpc/<name>); returns its value. */
async function rpc<T>(db: PGlite, name: string, args: Record<string, unknown>): Promise<T> {
  const names = Object.keys(args).filter((key) => args[key] !== undefined);
  const list = names.map((key, index) => `${key} => $${index + 1}`).join(', ');
  return asService(db, async (tx) => {
    const { rows } = await tx.query<{ v: T }>(
      `select public.${name}(${list}) as v`,
      names.map((key) => args[key]),
    );
    return rows[0]!.v;
  });
}

export function pgliteStore(db: PGlite): PaymentStore {
  return {
    stripeCustomerOf: (member) =>
      asService(db, async (tx) => {
        const { rows } = await tx.query<{ customer_id: string }>(
          'select customer_id from public.stripe_customers where member = $1',
          [member],
        );
        return rows[0]?.customer_id ?? null;
      }),
    saveStripeCustomer: (member, customerId) =>
      asService(db, async (tx) => {
        await tx.query(
          'insert into public.stripe_customers (member, customer_id) values ($1, $2) on conflict (member) do nothing',
          [member, customerId],
        );
      }),
    recordPayment: (args: RecordPaymentArgs) =>
      asService(db, async (tx) => {
        const { rows } = await tx.query<{ id: string }>(
          'select public.record_payment($1, $2, $3, $4, $5, $6, $7) as id',
          [
            args.member,
            args.plan,
            args.family_size,
            args.frequency,
            args.amount_cents,
            args.provider_ref,
            args.paid_at,
          ],
        );
        return rows[0]!.id;
      }),
    saveQuote: async (quote) => {
      await rpc(db, 'save_payment_quote', { ...quote });
    },
    quoteOf: (intentId) => rpc(db, 'payment_quote', { intent_id: intentId }),
    applyReversal: (args: ReversalArgs) => rpc(db, 'apply_payment_reversal', { ...args }),
    settleReversals: (providerRef) =>
      rpc(db, 'settle_payment_reversals', { provider_ref: providerRef }),
    recordRefusal: (args: RefusalArgs) => rpc(db, 'record_payment_refusal', { ...args }),
  };
}

export interface RefusalRow {
  readonly provider_ref: string;
  readonly event_type: string;
  readonly reason: string;
  readonly detail: string;
  readonly sqlstate: string | null;
  readonly member: string | null;
  readonly amount_cents: number | null;
  readonly deliveries: number;
}

/** What the operator's command lists (public.list_payment_refusals), as the service role. */
export const listedRefusals = (db: PGlite): Promise<RefusalRow[]> =>
  rpc(db, 'list_payment_refusals', {});

/** The quote kept for a PaymentIntent, read as the database owner. */
export async function storedQuote(db: PGlite, intentId: string) {
  const { rows } = await db.query<{ member: string; amount_cents: number; method: string }>(
    'select member, amount_cents::int as amount_cents, method from payments_private.payment_quotes where intent_id = $1',
    [intentId],
  );
  return rows[0] ?? null;
}
