// The member tables' row-level security, grants and guards, tested in real Postgres (PGlite) on the
// migrations exactly as shipped, with requests run the way PostgREST runs them (role + JWT claims).
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MEMBER_TABLES,
  MEMBERSHIP_TABLES,
  REMINDER_TABLES,
  READ_ONLY_MEMBER_TABLES,
  SERVICE_ROLE_TABLES,
  WRITABLE_MEMBER_TABLES,
  addAuthUser,
  asRole,
  createMemberDatabase,
  memberClaims,
  type MemberTable,
} from '../../support/memberDatabase';
import { sampleRows } from '../../support/memberDataSamples';

const ana = randomUUID();
const beto = randomUUID();
const asAna = memberClaims(ana);
const asBeto = memberClaims(beto);
const anonClaims = { role: 'anon', iss: 'supabase' };
const stamp = '2026-11-23T10:00:00.000Z';

let db: PGlite;

beforeAll(async () => {
  db = await createMemberDatabase();
}, 60_000);
afterAll(() => db.close());
beforeEach(async () => {
  await db.exec('truncate auth.users cascade');
  await addAuthUser(db, ana);
  await addAuthUser(db, beto);
});

function insertSample(tx: Transaction, table: MemberTable, owner?: string) {
  const { id, entry } = sampleRows[table];
  const columns = owner ? '(user_id, id, entry, updated_at)' : '(id, entry, updated_at)';
  const values = owner ? '($4, $1, $2::text::jsonb, $3)' : '($1, $2::text::jsonb, $3)';
  return tx.query<{ user_id: string; id: string }>(
    `insert into public.${table} ${columns} values ${values} returning user_id, id`,
    owner ? [id, JSON.stringify(entry), stamp, owner] : [id, JSON.stringify(entry), stamp],
  );
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no error',
    (error: unknown) => (error as { code?: string }).code,
  );

describe.each(WRITABLE_MEMBER_TABLES)('%s', (table) => {
  it('takes a member’s entry and fills user_id with the caller', async () => {
    const { rows } = await asRole(db, asAna, (tx) => insertSample(tx, table));
    expect(rows).toEqual([{ user_id: ana, id: sampleRows[table].id }]);
  });

  it('shows, changes and deletes only the member’s own rows', async () => {
    await asRole(db, asAna, (tx) => insertSample(tx, table));
    const seenByBeto = await asRole(db, asBeto, (tx) => tx.query(`select * from public.${table}`));
    expect(seenByBeto.rows).toEqual([]);
    const changedByBeto = await asRole(db, asBeto, (tx) =>
      tx.query(`update public.${table} set updated_at = now() where id = $1`, [
        sampleRows[table].id,
      ]),
    );
    expect(changedByBeto.affectedRows).toBe(0);
    const deletedByBeto = await asRole(db, asBeto, (tx) => tx.query(`delete from public.${table}`));
    expect(deletedByBeto.affectedRows).toBe(0);

    const seenByAna = await asRole(db, asAna, (tx) =>
      tx.query<{ id: string }>(`select id from public.${table}`),
    );
    expect(seenByAna.rows).toEqual([{ id: sampleRows[table].id }]);
    const deletedByAna = await asRole(db, asAna, (tx) => tx.query(`delete from public.${table}`));
    expect(deletedByAna.affectedRows).toBe(1);
  });

  it('refuses a row written for another member, on insert and on update', async () => {
    expect(await codeOf(asRole(db, asBeto, (tx) => insertSample(tx, table, ana)))).toBe('42501');
    await asRole(db, asBeto, (tx) => insertSample(tx, table));
    const handOver = asRole(db, asBeto, (tx) =>
      tx.query(`update public.${table} set user_id = $1`, [ana]),
    );
    expect(await codeOf(handOver)).toBe('42501');
  });

  it('keeps two members’ entries with the same id apart', async () => {
    await asRole(db, asAna, (tx) => insertSample(tx, table));
    await asRole(db, asBeto, (tx) => insertSample(tx, table));
    const all = await db.query<{ user_id: string }>(
      `select user_id from public.${table} order by user_id`,
    );
    expect(all.rows.map((row) => row.user_id)).toEqual([ana, beto].sort());
  });

  it('lets anon see and do nothing', async () => {
    await asRole(db, asAna, (tx) => insertSample(tx, table));
    const attempts = [
      `select * from public.${table}`,
      `insert into public.${table} (user_id, id, entry) values ('${ana}', 'x', null)`,
      `update public.${table} set updated_at = now()`,
      `delete from public.${table}`,
    ];
    for (const sql of attempts)
      expect(await codeOf(asRole(db, anonClaims, (tx) => tx.query(sql)))).toBe('42501');
  });

  it('refuses a signed-in request with no member in its claims', async () => {
    const noSub = { role: 'authenticated' };
    expect(await codeOf(asRole(db, noSub, (tx) => insertSample(tx, table)))).toBe('42501');
    const seen = await asRole(db, noSub, (tx) => tx.query(`select * from public.${table}`));
    expect(seen.rows).toEqual([]);
  });

  it('goes with the member when their account is deleted', async () => {
    await asRole(db, asAna, (tx) => insertSample(tx, table));
    await db.query('delete from auth.users where id = $1', [ana]);
    expect((await db.query(`select * from public.${table}`)).rows).toEqual([]);
  });
});

// Issue 40: members read their old rows of a superseded table and write none.
describe.each(READ_ONLY_MEMBER_TABLES)('%s (read-only)', (table) => {
  it('shows a member their own rows and refuses every write with 42501', async () => {
    const { id, entry } = sampleRows[table];
    // Rows stored before issue 40, written here as the database owner.
    for (const owner of [ana, beto])
      await db.query(
        `insert into public.${table} (user_id, id, entry, updated_at) values ($1, $2, $3::text::jsonb, $4)`,
        [owner, id, JSON.stringify(entry), stamp],
      );
    const seenByAna = await asRole(db, asAna, (tx) =>
      tx.query<{ user_id: string }>(`select user_id from public.${table}`),
    );
    expect(seenByAna.rows).toEqual([{ user_id: ana }]);
    const writes = [
      `insert into public.${table} (id, entry) values ('${id}-2', '${JSON.stringify(entry)}')`,
      `update public.${table} set updated_at = now()`,
      `delete from public.${table}`,
    ];
    for (const sql of writes)
      expect(await codeOf(asRole(db, asAna, (tx) => tx.query(sql)))).toBe('42501');
    expect((await db.query(`select * from public.${table}`)).rows).toHaveLength(2);
  });
});

describe('grants and row-level security across the schema', () => {
  it('turns row-level security on for every table in public', async () => {
    const { rows } = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class
       where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
    );
    expect(rows.map((row) => row.relname)).toEqual(
      [
        ...new Set([
          ...MEMBER_TABLES,
          ...READ_ONLY_MEMBER_TABLES,
          ...MEMBERSHIP_TABLES,
          ...REMINDER_TABLES,
          ...SERVICE_ROLE_TABLES,
        ]),
      ].sort(),
    );
    expect(rows.every((row) => row.relrowsecurity)).toBe(true);
  });

  it('grants authenticated exactly select, insert, update and delete (select on read-only tables), and anon nothing', async () => {
    const { rows } = await db.query<{ grantee: string; table_name: string; privilege: string }>(
      `select grantee, table_name, privilege_type as privilege from information_schema.role_table_grants
       where table_schema = 'public' and grantee in ('anon', 'authenticated', 'PUBLIC')`,
    );
    for (const table of MEMBER_TABLES) {
      const of = (grantee: string) =>
        rows
          .filter((row) => row.table_name === table && row.grantee === grantee)
          .map((row) => row.privilege)
          .sort();
      expect(of('authenticated')).toEqual(
        READ_ONLY_MEMBER_TABLES.includes(table)
          ? ['SELECT']
          : ['DELETE', 'INSERT', 'SELECT', 'UPDATE'],
      );
      expect(of('anon')).toEqual([]);
      expect(of('PUBLIC')).toEqual([]);
    }
    for (const table of SERVICE_ROLE_TABLES) {
      expect(rows.filter((row) => row.table_name === table)).toEqual([]);
    }
  });

  it('does not let API roles call the trigger function', async () => {
    const { rows } = await db.query<{ anon: boolean; authenticated: boolean }>(
      `select has_function_privilege('anon', 'public.member_data_before_write()', 'execute') as anon,
              has_function_privilege('authenticated', 'public.member_data_before_write()', 'execute') as authenticated`,
    );
    expect(rows).toEqual([{ anon: false, authenticated: false }]);
  });
});
