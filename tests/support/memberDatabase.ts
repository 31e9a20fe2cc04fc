// A real Postgres (PGlite, in-process) with what a Supabase project provides (supabaseBootstrap.sql)
// and then every migration in supabase/migrations/, read from disk and run exactly as shipped, in
// name order as `supabase db push` applies them.
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
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

/**
 * Member tables members may read but no longer write (issue 40): coverage_usage is superseded by the
 * coverage-use ledger; app versions that still pull it read their own old rows.
 */
export const READ_ONLY_MEMBER_TABLES: readonly MemberTable[] = ['coverage_usage'];

/** The member tables a signed-in member writes (the sync engine's upserts). */
export const WRITABLE_MEMBER_TABLES: readonly MemberTable[] = MEMBER_TABLES.filter(
  (table) => !READ_ONLY_MEMBER_TABLES.includes(table),
);

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

/**
 * The push-reminder tables (issue 45): a member reads their own devices and preferences; only the
 * functions (subscribe_push, …) change them.
 */
export const REMINDER_TABLES = ['push_subscriptions', 'reminder_preferences'] as const;

/** Tables only the service role touches (the payment Edge Functions): members and anon get nothing. */
export const SERVICE_ROLE_TABLES = ['stripe_customers'] as const;

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

/**
 * A fresh database with every setup script run. Starting PGlite empty runs initdb inside WebAssembly
 * (seconds of CPU); loading a data directory takes about one. So the first database made with a
 * given set of scripts and PGlite version is set up from scratch and its data directory saved under
 * node_modules/.cache/; every later one, in any process, loads that directory. A change to any
 * script or to PGlite changes the file name, so a stale directory is never loaded.
 */
export async function createMemberDatabase(): Promise<PGlite> {
  const scripts = await setupScripts();
  const saved = await savedDataDir(scripts);
  if (saved) return PGlite.create({ loadDataDir: saved });
  const db = await PGlite.create();
  for (const script of scripts) await db.exec(script);
  await saveDataDir(scripts, await db.dumpDataDir('none'));
  return db;
}

const DATA_DIR_CACHE = path.join(root, 'node_modules/.cache/vita365-pglite');

async function dataDirFile(scripts: readonly string[]): Promise<string> {
  const { version } = JSON.parse(
    await readFile(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  const hash = createHash('sha256').update(version);
  for (const script of scripts) hash.update('\0').update(script);
  return path.join(DATA_DIR_CACHE, `${hash.digest('hex').slice(0, 16)}.tar`);
}

async function savedDataDir(scripts: readonly string[]): Promise<Blob | undefined> {
  const file = await dataDirFile(scripts);
  return readFile(file).then(
    (bytes) => new Blob([bytes]),
    () => undefined,
  );
}

/** Written under a name of its own, then renamed: a process reading it never sees half a file. */
async function saveDataDir(scripts: readonly string[], dataDir: Blob): Promise<void> {
  const file = await dataDirFile(scripts);
  const partial = `${file}.${process.pid}.partial`;
  await mkdir(DATA_DIR_CACHE, { recursive: true });
  await writeFile(partial, new Uint8Array(await dataDir.arrayBuffer()));
  await rename(partial, file);
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
