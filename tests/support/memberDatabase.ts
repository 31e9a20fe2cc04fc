// A real Postgres (PGlite, in-process) with what a Supabase project provides (supabaseBootstrap.sql)
// and then every migration in supabase/migrations/, read from disk and run exactly as shipped, in
// name order as `supabase db push` applies them.
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
export const MIGRATIONS_DIR = path.join(root, 'supabase/migrations');
const BOOTSTRAP = fileURLToPath(new URL('./supabaseBootstrap.sql', import.meta.url));

/** The member tables the migrations create, in the order the app lists its data. */
export const MEMBER_TABLES = [
  'medicines',
  'appointments',
  'measurements',
  'sleep_summaries',
  'triage_events',
  'coverage_usage',
  'wellness_favorites',
  'wellness_completed',
  'wellness_checked',
] as const;

export type MemberTable = (typeof MEMBER_TABLES)[number];

/** The membership tables (issue 29): members read them; only the functions change them. */
export const MEMBERSHIP_TABLES = [
  'payment_frequencies',
  'coverage_caps',
  'memberships',
  'payments',
  'families',
  'family_members',
  'enterprise_codes',
  'enterprise_redemptions',
  'coverage_uses',
] as const;

/** The migration files, `<14-digit timestamp>_<name>.sql`, in the order they apply. */
export async function migrationFiles(): Promise<string[]> {
  const names = await readdir(MIGRATIONS_DIR);
  return names
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => path.join(MIGRATIONS_DIR, name));
}

/** What a fresh database runs: the Supabase prelude, then every migration in order. */
export async function setupScripts(): Promise<string[]> {
  const files = [BOOTSTRAP, ...(await migrationFiles())];
  return Promise.all(files.map((file) => readFile(file, 'utf8')));
}

export async function createMemberDatabase(): Promise<PGlite> {
  const db = await PGlite.create();
  for (const script of await setupScripts()) await db.exec(script);
  return db;
}

/** JWT claims as GoTrue puts them in a signed-in member's access token. */
export const memberClaims = (sub: string): Record<string, unknown> => ({
  sub,
  role: 'authenticated',
  aud: 'authenticated',
});

/**
 * Runs `work` the way PostgREST runs a request: one transaction, `set local role` to the claims'
 * role, the claims in `request.jwt.claims`. Row-level security is Postgres's own from there.
 */
export async function asRole<T>(
  db: PGlite,
  claims: Record<string, unknown>,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const role = typeof claims.role === 'string' ? claims.role : 'anon';
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('role', $1, true)`, [role]);
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
    return work(tx);
  });
}

/** Adds the member to auth.users, as GoTrue does on sign-up (as the database owner). */
export async function addAuthUser(db: PGlite, id: string, email = `${id}@example.com`) {
  await db.query('insert into auth.users (id, email) values ($1, $2) on conflict do nothing', [
    id,
    email,
  ]);
}
