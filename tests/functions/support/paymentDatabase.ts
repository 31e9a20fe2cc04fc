// The project's real SQL under Deno: PGlite with what a Supabase project provides
// (tests/support/supabaseBootstrap.sql) and every migration in supabase/migrations/, in name order,
// as `supabase db push` applies them. `pgliteStore` is the functions' PaymentStore on that database,
// run as the service role exactly as PostgREST would run the deployed functions' calls.
import { PGlite, type Transaction } from 'npm:@electric-sql/pglite@0.5.16';
import type {
  PaymentStore,
  RecordPaymentArgs,
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

export function pgliteStore(db: PGlite): PaymentStore {
  return {
    stripeCustomerOf: (member) =>
      asRole(db, serviceRole, async (tx) => {
        const { rows } = await tx.query<{ customer_id: string }>(
          'select customer_id from public.stripe_customers where member = $1',
          [member],
        );
        return rows[0]?.customer_id ?? null;
      }),
    saveStripeCustomer: (member, customerId) =>
      asRole(db, serviceRole, async (tx) => {
        await tx.query(
          'insert into public.stripe_customers (member, customer_id) values ($1, $2) on conflict (member) do nothing',
          [member, customerId],
        );
      }),
    recordPayment: (args: RecordPaymentArgs) =>
      asRole(db, serviceRole, async (tx) => {
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
  };
}
