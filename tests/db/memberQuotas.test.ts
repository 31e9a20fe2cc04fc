// Issue 40, quotas ("What it must show" 1), on PGlite and PostgreSQL 15: per-member limits of rows and
// bytes in every table a member writes, refused with a stable SQLSTATE and a Spanish message, nothing
// stored lost; coverage_usage read-only. Migration: supabase/migrations/20261129100100_member_quotas.sql.
import { describe, expect, it } from 'vitest';
import type { EngineDatabase } from '../support/engineDatabase';
import { MEMBER_TABLES } from '../support/memberDatabase';
import { describeOnEachEngine } from './engines';
import { asMember, expectRefused, newAccount, pay } from './support';

/** What the migration counts for a member in a table. */
async function usageOf(db: EngineDatabase, uid: string, table: string) {
  const [row] = await db.query<{ row_count: string; bytes: string }>(
    `select row_count::text, bytes::text from membership_private.member_data_usage
      where user_id = $1 and table_name = $2`,
    [uid, table],
  );
  return row ? { rows: Number(row.row_count), bytes: Number(row.bytes) } : undefined;
}

/** What the member's rows of the table really hold. */
async function actualOf(db: EngineDatabase, uid: string, table: string) {
  const [row] = await db.query<{ rows: string; bytes: string }>(
    `select count(*)::text as rows, coalesce(sum(octet_length(entry::text)), 0)::text as bytes
       from public.${table} where user_id = $1`,
    [uid],
  );
  return { rows: Number(row?.rows), bytes: Number(row?.bytes) };
}

const countOf = async (db: EngineDatabase, uid: string, table: string) =>
  (await actualOf(db, uid, table)).rows;

/** A favourite of about `size` bytes (the entry's text as Postgres writes jsonb). */
const favourite = (slug: string, size: number) =>
  JSON.stringify({ slug, title: 'x'.repeat(size - 30 - slug.length) });

describeOnEachEngine('member quotas (issue 40)', (database) => {
  it('refuses rows past the limit and keeps what was stored', async () => {
    const db = database();
    const [limit] = await db.query<{ max_rows: number }>(
      `select max_rows from membership_private.member_data_limits where table_name = 'medicines'`,
    );
    expect(limit?.max_rows).toBe(2000);
    const ana = await newAccount(db);
    // One statement of 2,000 medicines, as a first sync pushes them.
    await asMember(
      db,
      ana,
      `insert into public.medicines (id, entry)
       select 'med-' || n, jsonb_build_object('id', 'med-' || n, 'name', 'Losartán', 'dose', '50 mg',
              'time', '08:00', 'taken', false)
         from generate_series(1, 2000) n`,
    );
    const insertOne = (id: string) =>
      asMember(db, ana, `insert into public.medicines (id, entry) values ($1, $2::jsonb)`, [
        id,
        JSON.stringify({ id, name: 'Metformina', dose: '850 mg', time: '20:00', taken: false }),
      ]);
    await expectRefused(
      insertOne('med-extra'),
      '23Q01',
      'Llegaste al límite de registros de «Medicinas» que puede guardar tu cuenta.',
    );
    expect(await countOf(db, ana, 'medicines')).toBe(2000);
    // A batch that crosses the limit is refused whole.
    await expectRefused(
      asMember(
        db,
        ana,
        `insert into public.medicines (id, entry, updated_at) values
           ('med-1', '{"id":"med-1","name":"Losartán","dose":"100 mg","time":"08:00","taken":true}', now() + interval '1 second'),
           ('med-new', '{"id":"med-new","name":"A","dose":"1","time":"09:00","taken":false}', now())
         on conflict (user_id, id) do update set entry = excluded.entry, updated_at = excluded.updated_at`,
      ),
      '23Q01',
    );
    const [kept] = await db.query<{ dose: string }>(
      `select entry ->> 'dose' as dose from public.medicines where user_id = $1 and id = 'med-1'`,
      [ana],
    );
    expect(kept?.dose).toBe('50 mg');
    // Changes that add no row still go through, and removing rows makes room again.
    await asMember(
      db,
      ana,
      `update public.medicines set entry = jsonb_set(entry, '{taken}', 'true'), updated_at = now() + interval '1 second'
        where id = 'med-2'`,
    );
    await asMember(db, ana, `delete from public.medicines where id in ('med-3', 'med-4')`);
    await insertOne('med-extra');
    expect(await countOf(db, ana, 'medicines')).toBe(1999);
    expect(await usageOf(db, ana, 'medicines')).toEqual(await actualOf(db, ana, 'medicines'));
    // Another member is not touched by Ana's count.
    const beto = await newAccount(db);
    await asMember(db, beto, `insert into public.medicines (id, entry) values ('m', $1::jsonb)`, [
      JSON.stringify({ id: 'm', name: 'A', dose: '1', time: '09:00', taken: false }),
    ]);
  });

  it('refuses bytes past the limit, on insert and on a growing update, and keeps what was stored', async () => {
    const db = database();
    const [limit] = await db.query<{ max_bytes: string }>(
      `select max_bytes::text from membership_private.member_data_limits
        where table_name = 'wellness_favorites'`,
    );
    expect(Number(limit?.max_bytes)).toBe(1_048_576);
    const eva = await newAccount(db);
    const add = (from: number, to: number, size: number) =>
      asMember(
        db,
        eva,
        `insert into public.wellness_favorites (id, entry)
         select 'fav-' || n, ($3::jsonb || jsonb_build_object('slug', 'fav-' || n))
           from generate_series($1::int, $2::int) n`,
        [from, to, favourite('fav-00', size)],
      );
    await add(1, 32, 32_000);
    const stored = await actualOf(db, eva, 'wellness_favorites');
    expect(stored.rows).toBe(32);
    expect(stored.bytes).toBeGreaterThan(1_000_000);
    await expectRefused(
      add(33, 34, 32_000),
      '23Q02',
      'Llegaste al límite de espacio de «Favoritos» que puede usar tu cuenta.',
    );
    expect(await actualOf(db, eva, 'wellness_favorites')).toEqual(stored);
    // Small ones fit while there is room.
    await add(33, 33, 100);
    // An update that grows an entry past the limit is refused; one that shrinks it is not.
    await expectRefused(
      asMember(
        db,
        eva,
        `update public.wellness_favorites set entry = $1::jsonb, updated_at = now() + interval '1 second'
          where id = 'fav-33'`,
        [favourite('fav-33', 32_000)],
      ),
      '23Q02',
    );
    await asMember(
      db,
      eva,
      `update public.wellness_favorites set entry = $1::jsonb, updated_at = now() + interval '1 second'
        where id = 'fav-1'`,
      [favourite('fav-1', 100)],
    );
    expect(await usageOf(db, eva, 'wellness_favorites')).toEqual(
      await actualOf(db, eva, 'wellness_favorites'),
    );
  });

  it('keeps the counts right through sync upserts, tombstones, revivals and a deleted account', async () => {
    const db = database();
    const uid = await newAccount(db);
    const upsert = (id: string, entry: unknown, at: string, deletedAt: string | null = null) =>
      asMember(
        db,
        uid,
        `insert into public.appointments (id, entry, updated_at, deleted_at)
         values ($1, $2::text::jsonb, $3, $4)
         on conflict (user_id, id) do update
           set entry = excluded.entry, updated_at = excluded.updated_at, deleted_at = excluded.deleted_at`,
        [id, entry === null ? null : JSON.stringify(entry), at, deletedAt],
      );
    const cita = (id: string, notes: string) => ({
      id,
      title: 'Consulta',
      datetime: '2026-12-01T10:00',
      notes,
    });
    await upsert('a', cita('a', 'corta'), '2020-01-01T00:00:00Z');
    await upsert('b', cita('b', 'x'.repeat(500)), '2020-01-01T00:00:00Z');
    await upsert('a', cita('a', 'más larga que antes'), '2020-01-02T00:00:00Z');
    // A stale write is skipped by the write guard and counts nothing.
    await upsert('b', cita('b', 'vieja'), '2019-12-01T00:00:00Z');
    await upsert('b', null, '2020-01-03T00:00:00Z', '2020-01-03T00:00:00Z');
    expect(await usageOf(db, uid, 'appointments')).toEqual(await actualOf(db, uid, 'appointments'));
    expect(await usageOf(db, uid, 'appointments')).toMatchObject({ rows: 2 });
    await upsert('b', cita('b', 'de vuelta'), '2020-01-04T00:00:00Z');
    expect(await usageOf(db, uid, 'appointments')).toEqual(await actualOf(db, uid, 'appointments'));
    await db.query('delete from auth.users where id = $1', [uid]);
    expect(await usageOf(db, uid, 'appointments')).toBeUndefined();
    expect(await countOf(db, uid, 'appointments')).toBe(0);
  });

  it('limits every table a member writes', async () => {
    const db = database();
    const writable = await db.query<{ schema: string; name: string }>(
      `select n.nspname as schema, c.relname as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
          and (has_table_privilege('authenticated', c.oid, 'insert')
            or has_table_privilege('authenticated', c.oid, 'update'))
        order by 2`,
    );
    const limited = await db.query<{ table_name: string }>(
      'select table_name from membership_private.member_data_limits order by 1',
    );
    expect(limited.map((row) => row.table_name)).toEqual([...MEMBER_TABLES].sort());
    for (const { schema, name } of writable) {
      expect(schema).toBe('public');
      expect(MEMBER_TABLES).toContain(name);
    }
    const triggers = await db.query<{ tbl: string; events: string }>(
      `select c.relname as tbl, string_agg(t.tgname, ' ' order by t.tgname) as events
         from pg_trigger t join pg_class c on c.oid = t.tgrelid
        where t.tgname like '%quota%' group by c.relname order by 1`,
    );
    const byTable = new Map(triggers.map((row) => [row.tbl, row.events]));
    for (const table of MEMBER_TABLES)
      expect(byTable.get(table)).toBe(
        ['delete', 'insert', 'truncate', 'update'].map((op) => `${table}_quota_${op}`).join(' '),
      );
    // Tables members fill through the functions: the use ledger has its limit; the others are bounded
    // by their function (a family's size, one seat per member, the join throttle).
    expect(byTable.get('coverage_uses')).toBe('coverage_uses_quota');
  });

  it('refuses a use past 10,000 uses of a member, keeping the ledger', async () => {
    const db = database();
    const uid = await newAccount(db);
    await pay(db, uid, { plan: 'individual' });
    // 9,999 old (undone) uses, written as the database owner with the triggers off.
    await db.query('begin');
    try {
      await db.query('set local session_replication_role = replica');
      await db.query(
        `insert into public.coverage_uses
           (membership_id, user_id, service_id, period_start, used_at, undone_at)
         select m.id, m.holder_id, 'video_consulta', now() - interval '1 day',
                now() - interval '1 day', now()
           from public.memberships m, generate_series(1, 9999)
          where m.holder_id = $1`,
        [uid],
      );
      await db.query('commit');
    } catch (error) {
      await db.query('rollback');
      throw error;
    }
    await asMember(db, uid, `select public.register_coverage_use('video_consulta')`);
    await expectRefused(
      asMember(db, uid, `select public.register_coverage_use('video_consulta')`),
      '23Q03',
      'Llegaste al límite de usos que puede registrar tu cuenta.',
    );
    const [row] = await db.query<{ n: number }>(
      'select count(*)::int as n from public.coverage_uses where user_id = $1',
      [uid],
    );
    expect(row?.n).toBe(10_000);
  });

  describe('coverage_usage', () => {
    it('lets a member read their old rows and write none (42501)', async () => {
      const db = database();
      const uid = await newAccount(db);
      await db.query(
        `insert into public.coverage_usage (user_id, id, entry) values ($1, 'plomero', '2')`,
        [uid],
      );
      expect(await asMember(db, uid, 'select id, entry from public.coverage_usage')).toEqual([
        { id: 'plomero', entry: 2 },
      ]);
      for (const statement of [
        `insert into public.coverage_usage (id, entry) values ('cerrajero', '1')`,
        `update public.coverage_usage set entry = '100000'`,
        `delete from public.coverage_usage`,
      ])
        await expectRefused(asMember(db, uid, statement), '42501');
      const [stored] = await db.query<{ entry: number }>(
        `select entry from public.coverage_usage where user_id = $1`,
        [uid],
      );
      expect(stored?.entry).toBe(2);
    });
  });
});
