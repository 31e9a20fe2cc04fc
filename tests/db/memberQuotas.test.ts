// Issue 40, quotas ("What it must show" 1), on PGlite and PostgreSQL 15: per-member limits of rows and
// bytes in every table a member writes, refused with a stable SQLSTATE and a Spanish message, nothing
// stored lost; coverage_usage read-only. Migrations: supabase/migrations/20261129100100_member_quotas.sql
// and 20261129100300_quota_live_rows.sql (the row limit counts live entries; tombstones are capped).
import { describe, expect, it } from 'vitest';
import type { EngineDatabase } from '../support/engineDatabase';
import { MEMBER_TABLES } from '../support/memberDatabase';
import { describeOnEachEngine } from './engines';
import { asMember, expectRefused, newAccount, pay } from './support';

/** What the migrations count for a member in a table: live rows, tombstones, bytes of live entries. */
async function usageOf(db: EngineDatabase, uid: string, table: string) {
  const [row] = await db.query<{ row_count: string; tombstones: string; bytes: string }>(
    `select row_count::text, tombstones::text, bytes::text from membership_private.member_data_usage
      where user_id = $1 and table_name = $2`,
    [uid, table],
  );
  return row
    ? { rows: Number(row.row_count), tombstones: Number(row.tombstones), bytes: Number(row.bytes) }
    : undefined;
}

/** What the member's rows of the table really hold. */
async function actualOf(db: EngineDatabase, uid: string, table: string) {
  const [row] = await db.query<{ rows: string; tombstones: string; bytes: string }>(
    `select count(*) filter (where entry is not null)::text as rows,
            count(*) filter (where entry is null)::text as tombstones,
            coalesce(sum(octet_length(entry::text)), 0)::text as bytes
       from public.${table} where user_id = $1`,
    [uid],
  );
  return {
    rows: Number(row?.rows),
    tombstones: Number(row?.tombstones),
    bytes: Number(row?.bytes),
  };
}

/** Every row of the member in the table, tombstones included. */
async function countOf(db: EngineDatabase, uid: string, table: string) {
  const { rows, tombstones } = await actualOf(db, uid, table);
  return rows + tombstones;
}

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
           ('med-1', '{"id":"med-1","name":"Losartán","dose":"100 mg","time":"08:00","taken":true,"takenOn":"2026-11-23"}', now() + interval '1 second'),
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
      `update public.medicines set entry = entry || '{"taken":true,"takenOn":"2026-11-23"}', updated_at = now() + interval '1 second'
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
    // Changed on purpose (20261129100300_quota_live_rows.sql): the tombstone is no longer a row of
    // the limit; it is counted apart.
    expect(await usageOf(db, uid, 'appointments')).toMatchObject({ rows: 1, tombstones: 1 });
    await upsert('b', cita('b', 'de vuelta'), '2020-01-04T00:00:00Z');
    expect(await usageOf(db, uid, 'appointments')).toEqual(await actualOf(db, uid, 'appointments'));
    await db.query('delete from auth.users where id = $1', [uid]);
    expect(await usageOf(db, uid, 'appointments')).toBeUndefined();
    expect(await countOf(db, uid, 'appointments')).toBe(0);
  });

  describe('live rows and tombstones (20261129100300_quota_live_rows.sql)', () => {
    const ROW_LIMIT = 2000;
    const medicine = (id: string) =>
      ({ id, name: 'Losartán', dose: '50 mg', time: '08:00', taken: false }) as const;
    /** A row as the app's sync pushes it: a live entry, or a deletion (tombstone). */
    const live = (id: string, at = '2022-01-01T00:00:00Z') => ({
      id,
      entry: medicine(id),
      updated_at: at,
      deleted_at: null,
    });
    const deleted = (id: string, at = '2021-01-01T00:00:00Z') => ({
      id,
      entry: null,
      updated_at: at,
      deleted_at: at,
    });
    type PushedRow = ReturnType<typeof live> | ReturnType<typeof deleted>;

    /** One push of the app's sync: an upsert of the rows, newer versions replacing older ones. */
    const push = (db: EngineDatabase, uid: string, rows: readonly PushedRow[]) =>
      asMember(
        db,
        uid,
        `insert into public.medicines (id, entry, updated_at, deleted_at)
         select r.id, r.entry, r.updated_at, r.deleted_at
           from jsonb_to_recordset($1::jsonb)
             as r(id text, entry jsonb, updated_at timestamptz, deleted_at timestamptz)
         on conflict (user_id, id) do update
           set entry = excluded.entry, updated_at = excluded.updated_at, deleted_at = excluded.deleted_at`,
        [JSON.stringify(rows)],
      );

    /** `count` medicines med-1…med-<count> in one statement, as a first sync pushes them. */
    const fill = (db: EngineDatabase, uid: string, count = ROW_LIMIT) =>
      asMember(
        db,
        uid,
        `insert into public.medicines (id, entry, updated_at)
         select 'med-' || n, jsonb_build_object('id', 'med-' || n, 'name', 'Losartán', 'dose', '50 mg',
                'time', '08:00', 'taken', false), '2020-01-01T00:00:00Z'
           from generate_series(1, $1::int) n`,
        [count],
      );

    /** Runs `text` as the database owner with the triggers off (no quota trigger, no write guard). */
    async function withoutTriggers(db: EngineDatabase, text: string, params: unknown[] = []) {
      await db.query('begin');
      try {
        await db.query('set local session_replication_role = replica');
        await db.query(text, params);
        await db.query('commit');
      } catch (error) {
        await db.query('rollback');
        throw error;
      }
    }

    const idsOf = async (db: EngineDatabase, uid: string) =>
      (
        await db.query<{ id: string }>(
          'select id from public.medicines where user_id = $1 order by synced_at, id',
          [uid],
        )
      ).map((row) => row.id);

    it('frees one row of room for each deleted entry, so the next insert at the limit succeeds', async () => {
      const db = database();
      const ana = await newAccount(db);
      await fill(db, ana);
      await expectRefused(
        push(db, ana, [live('med-new')]),
        '23Q01',
        'Borra los que ya no necesites para guardar otros.',
      );
      // The member deletes one entry: the app pushes its tombstone over the stored row.
      await push(db, ana, [deleted('med-1')]);
      expect(await usageOf(db, ana, 'medicines')).toEqual(await actualOf(db, ana, 'medicines'));
      expect(await usageOf(db, ana, 'medicines')).toMatchObject({ rows: 1999, tombstones: 1 });
      await push(db, ana, [live('med-new')]);
      expect(await usageOf(db, ana, 'medicines')).toMatchObject({ rows: 2000, tombstones: 1 });
      await expectRefused(push(db, ana, [live('med-newer')]), '23Q01');
      // A row removed outright (as the service role or an older client would) frees room too.
      await asMember(db, ana, `delete from public.medicines where id = 'med-2'`);
      await push(db, ana, [live('med-newer')]);
      // Bringing a deleted entry back is a new live row again: refused while the table is full.
      await expectRefused(push(db, ana, [live('med-1')]), '23Q01');
      const [tombstone] = await db.query<{ entry: unknown }>(
        `select entry from public.medicines where user_id = $1 and id = 'med-1'`,
        [ana],
      );
      expect(tombstone).toEqual({ entry: null });
      expect(await usageOf(db, ana, 'medicines')).toEqual(await actualOf(db, ana, 'medicines'));
      expect(await usageOf(db, ana, 'medicines')).toMatchObject({ rows: 2000, tombstones: 1 });
    });

    it('never refuses a deletion, at the limit or above it, and counts a first write right', async () => {
      const db = database();
      const ben = await newAccount(db);
      // 2,010 medicines stored without the trigger (as before the quotas): no counts yet.
      await withoutTriggers(
        db,
        `insert into public.medicines (user_id, id, entry, updated_at)
         select $1, 'med-' || n, jsonb_build_object('id', 'med-' || n, 'name', 'Losartán',
                'dose', '50 mg', 'time', '08:00', 'taken', false), '2020-01-01T00:00:00Z'
           from generate_series(1, 2010) n`,
        [ben],
      );
      expect(await usageOf(db, ben, 'medicines')).toBeUndefined();
      // The first write is a push of deletions: three stored entries and two the server never had
      // (one upsert that updates and inserts, so the recount must not count the inserts twice).
      await push(db, ben, [
        deleted('med-1'),
        deleted('med-2'),
        deleted('med-3'),
        deleted('never-1'),
        deleted('never-2'),
      ]);
      expect(await usageOf(db, ben, 'medicines')).toEqual(await actualOf(db, ben, 'medicines'));
      expect(await usageOf(db, ben, 'medicines')).toMatchObject({ rows: 2007, tombstones: 5 });
      // Still above the limit: adding is refused, deleting is not.
      await expectRefused(push(db, ben, [live('med-new')]), '23Q01');
      await asMember(
        db,
        ben,
        `update public.medicines
            set entry = null, updated_at = '2021-01-02T00:00:00Z', deleted_at = '2021-01-02T00:00:00Z'
          where id in (select 'med-' || n from generate_series(4, 10) n)`,
      );
      expect(await usageOf(db, ben, 'medicines')).toMatchObject({ rows: 2000, tombstones: 12 });
      await expectRefused(push(db, ben, [live('med-new')]), '23Q01');
      await push(db, ben, [deleted('med-11')]);
      await push(db, ben, [live('med-new')]);
      expect(await usageOf(db, ben, 'medicines')).toEqual(await actualOf(db, ben, 'medicines'));
      expect(await usageOf(db, ben, 'medicines')).toMatchObject({ rows: 2000, tombstones: 13 });
    });

    it('keeps at most max_tombstones per member, purging the oldest ones in the same statement', async () => {
      const db = database();
      const [limit] = await db.query<{ max_rows: number; max_tombstones: number }>(
        `select max_rows, max_tombstones from membership_private.member_data_limits
          where table_name = 'medicines'`,
      );
      expect(limit).toEqual({ max_rows: ROW_LIMIT, max_tombstones: ROW_LIMIT });
      const cara = await newAccount(db);
      const dan = await newAccount(db);
      await fill(db, cara);
      // The member deletes every entry in one push: exactly the cap, nothing purged.
      await asMember(
        db,
        cara,
        `update public.medicines
            set entry = null, updated_at = '2021-01-01T00:00:00Z', deleted_at = '2021-01-01T00:00:00Z'`,
      );
      expect(await usageOf(db, cara, 'medicines')).toMatchObject({ rows: 0, tombstones: 2000 });
      // As if deleted one after another: med-1 reached the server first (synced_at, the pull order).
      await withoutTriggers(
        db,
        `update public.medicines
            set synced_at = timestamptz '2020-01-01T00:00:00Z' + make_interval(mins => substr(id, 5)::int)
          where user_id = $1`,
        [cara],
      );
      // Another member's tombstone, older than all of Cara's, is not hers to purge.
      await push(db, dan, [deleted('d-1')]);
      await withoutTriggers(
        db,
        `update public.medicines set synced_at = '2019-01-01T00:00:00Z' where user_id = $1`,
        [dan],
      );

      // Three deletions from another device, of entries this server never had: never refused; the
      // three oldest tombstones go.
      await push(db, cara, [deleted('gone-1'), deleted('gone-2'), deleted('gone-3')]);
      let ids = await idsOf(db, cara);
      expect(ids).toHaveLength(2000);
      expect(ids.slice(0, 2)).toEqual(['med-4', 'med-5']);
      expect(ids.slice(-3)).toEqual(['gone-1', 'gone-2', 'gone-3']);
      expect(await usageOf(db, cara, 'medicines')).toEqual(await actualOf(db, cara, 'medicines'));
      expect(await usageOf(db, cara, 'medicines')).toMatchObject({ rows: 0, tombstones: 2000 });

      // An insert-then-delete loop replaces old tombstones and never grows the member's rows.
      for (const n of [1, 2, 3]) {
        await push(db, cara, [live(`loop-${n}`)]);
        expect(await countOf(db, cara, 'medicines')).toBe(2001);
        await push(db, cara, [deleted(`loop-${n}`, '2023-01-01T00:00:00Z')]);
        expect(await countOf(db, cara, 'medicines')).toBe(2000);
      }
      ids = await idsOf(db, cara);
      expect(ids.slice(0, 1)).toEqual(['med-7']);
      expect(ids.slice(-3)).toEqual(['loop-1', 'loop-2', 'loop-3']);
      expect(await usageOf(db, cara, 'medicines')).toEqual(await actualOf(db, cara, 'medicines'));

      // A live entry purges nothing; a statement deleting more than the cap keeps the newest ones.
      await push(db, cara, [live('kept')]);
      expect(await usageOf(db, cara, 'medicines')).toMatchObject({ rows: 1, tombstones: 2000 });
      await asMember(
        db,
        cara,
        `insert into public.medicines (id, entry, updated_at, deleted_at)
         select 'bulk-' || n, null, '2024-01-01T00:00:00Z', '2024-01-01T00:00:00Z'
           from generate_series(1, 2100) n`,
      );
      ids = await idsOf(db, cara);
      expect(ids).toContain('kept');
      expect(ids.filter((id) => id.startsWith('bulk-'))).toHaveLength(2000);
      expect(ids.some((id) => id.startsWith('med-') || id.startsWith('loop-'))).toBe(false);
      expect(await usageOf(db, cara, 'medicines')).toEqual(await actualOf(db, cara, 'medicines'));
      expect(await usageOf(db, cara, 'medicines')).toMatchObject({ rows: 1, tombstones: 2000 });

      expect(await idsOf(db, dan)).toEqual(['d-1']);
      expect(await usageOf(db, dan, 'medicines')).toMatchObject({ rows: 0, tombstones: 1 });
    });
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
