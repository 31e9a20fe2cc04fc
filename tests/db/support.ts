// Small steps the database tests repeat: accounts, payments through record_payment as the service
// role, calls as a member, and refusals read by their SQLSTATE.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { EngineDatabase, Sql } from '../support/engineDatabase';
import { memberClaims } from '../support/memberDatabase';

export const SERVICE_ROLE = { role: 'service_role' } as const;
export const ANON = { role: 'anon' } as const;

/** A new account in auth.users, as GoTrue creates it at sign-up; returns its id. */
export async function newAccount(db: EngineDatabase, name = 'Cuenta de prueba'): Promise<string> {
  const id = randomUUID();
  await db.query(
    'insert into auth.users (id, email, raw_user_meta_data) values ($1, $2, $3::jsonb)',
    [id, `${id}@example.com`, JSON.stringify({ name })],
  );
  return id;
}

export interface PaymentArgs {
  readonly plan?: 'individual' | 'familiar';
  readonly familySize?: number;
  readonly frequency?: string;
  readonly amountCents?: number;
  readonly ref?: string;
  readonly paidAt?: Date;
}

/** record_payment as the service role; returns the payment id. */
export async function pay(
  db: EngineDatabase,
  member: string,
  args: PaymentArgs = {},
): Promise<string> {
  const rows = await db.as(SERVICE_ROLE, (sql) =>
    sql.query<{ id: string }>('select public.record_payment($1, $2, $3, $4, $5, $6, $7) as id', [
      member,
      args.plan ?? 'individual',
      args.familySize ?? 1,
      args.frequency ?? 'monthly',
      args.amountCents ?? 19_900,
      args.ref ?? `ref_${randomUUID()}`,
      (args.paidAt ?? new Date()).toISOString(),
    ]),
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('record_payment returned nothing');
  return id;
}

/** Runs `text` as the signed-in member `uid`. */
export function asMember<Row = Record<string, unknown>>(
  db: EngineDatabase,
  uid: string,
  text: string,
  params: readonly unknown[] = [],
): Promise<Row[]> {
  return db.as(memberClaims(uid), (sql: Sql) => sql.query<Row>(text, params));
}

export interface Membership {
  readonly status: string;
  readonly role: string | null;
  readonly plan: string | null;
  readonly family_size: number | null;
  readonly frequency: string | null;
  readonly next_payment_date: string | null;
  readonly family_code: string | null;
  readonly family_code_expires_at: string | null;
  readonly members: { id: string; name: string; role: string; kind?: string; since?: string }[];
  readonly uses: Record<string, number>;
  readonly recent_uses: { id: string; service_id: string; member_id: string; used_at: string }[];
}

export async function membershipOf(db: EngineDatabase, uid: string): Promise<Membership> {
  const [row] = await asMember<{ m: Membership }>(db, uid, 'select public.my_membership() as m');
  if (!row) throw new Error('my_membership returned nothing');
  return row.m;
}

/** Expects `work` to fail with SQLSTATE `code` (and, when given, a message containing `text`). */
export async function expectRefused(
  work: Promise<unknown>,
  code: string,
  text?: string,
): Promise<void> {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason as { code?: string; message?: string },
  );
  expect(error, `expected SQLSTATE ${code}`).toBeDefined();
  expect(error?.code).toBe(code);
  if (text !== undefined) expect(error?.message).toContain(text);
}

/** Moves a use's time back, as the database owner with triggers off (the ledger refuses edits). */
export async function backdateUse(db: EngineDatabase, useId: string, minutes: number) {
  await db.query('begin');
  try {
    await db.query(`set local session_replication_role = replica`);
    await db.query(
      `update public.coverage_uses set used_at = used_at - make_interval(mins => $2) where id = $1`,
      [useId, minutes],
    );
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

export const daysAgo = (days: number): Date => new Date(Date.now() - days * 86_400_000);

/** What join_family answers: null when the member joined, else PostgREST's error body. */
export interface JoinRefusal {
  readonly code: string;
  readonly message: string;
  readonly details: null;
  readonly hint: null;
}

/** join_family as the member: null when joined, the returned refusal otherwise (raised ones throw). */
export async function joinFamily(
  db: EngineDatabase,
  uid: string,
  code: string | null,
): Promise<JoinRefusal | null> {
  const [row] = await asMember<{ r: JoinRefusal | null }>(
    db,
    uid,
    'select public.join_family($1) as r',
    [code],
  );
  return row?.r ?? null;
}

/** The one refusal join_family gives for every code it will not accept. */
export const JOIN_REFUSAL: JoinRefusal = {
  code: 'VM010',
  message: 'El código ingresado no es válido o ha expirado.',
  details: null,
  hint: null,
};
