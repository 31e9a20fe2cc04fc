// 20261129100300_quota_live_rows.sql applied to a database that already holds members' rows, on
// PGlite and PostgreSQL 15: every member's counts are made again with live rows apart from
// tombstones, and tombstones already beyond the cap are purged, oldest first.
import { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { memberClaims, migrationFiles, setupScripts } from '../support/memberDatabase';
import { ENGINES } from './engines';

const MIGRATION = '20261129100300_quota_live_rows.sql';

interface Database {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs a whole script (many statements, no parameters). */
  exec(script: string): Promise<void>;
  close(): Promise<void>;
}

/** A fresh database with the prelude and the migrations before this one. */
async function databaseBefore(engine: (typeof ENGINES)[number], scripts: readonly string[]) {
  if (engine === 'PGlite') {
    const db = await PGlite.create();
    for (const script of scripts) await db.exec(script);
    return {
      query: async <Row>(text: string, params: readonly unknown[] = []) =>
        (await db.query<Row>(text, [...params])).rows,
      exec: async (script: string) => {
        await db.exec(script);
      },
      close: () => db.close(),
    } satisfies Database;
  }
  const server = inject('postgresUrl');
  const name = `vita365_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  for (const script of scripts) await client.query(script);
  return {
    query: async <Row>(text: string, params: readonly unknown[] = []) =>
      (await client.query(text, [...params])).rows as Row[],
    exec: async (script: string) => {
      await client.query(script);
    },
    async close() {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  } satisfies Database;
}

/** Runs `text` as the signed-in member, as PostgREST does (one transaction). */
async function asMember(db: Database, uid: string, text: string) {
  await db.query('begin');
  try {
    await db.query(`select set_config('role', 'authenticated', true)`);
    await db.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify(memberClaims(uid)),
    ]);
    await db.query(text);
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}

const medicines = (from: number, to: number) =>
  `insert into public.medicines (id, entry, updated_at)
   select 'med-' || n, jsonb_build_object('id', 'med-' || n, 'name', 'Losartán', 'dose', '50 mg',
          'time', '08:00', 'taken', false), '2020-01-01T00:00:00Z'
     from generate_series(${from}, ${to}) n`;

const deleteMedicines = (from: number, to: number) =>
  `update public.medicines
      set entry = null, updated_at = '2021-01-01T00:00:00Z', deleted_at = '2021-01-01T00:00:00Z'
    where id in (select 'med-' || n from generate_series(${from}, ${to}) n)`;

describe.each(ENGINES)(`${MIGRATION} on a database in use (%s)`, (engine) => {
  let db: Database | undefined;
  let mine = '';
  const database = () => {
    if (!db) throw new Error(`the ${engine} database is not open`);
    return db;
  };

  beforeAll(async () => {
    const files = (await migrationFiles()).map((file) => path.basename(file));
    const index = files.indexOf(MIGRATION);
    expect(index).toBeGreaterThan(0);
    const scripts = await setupScripts();
    // setupScripts() is the prelude, then the migration files in the same order.
    mine = scripts[index + 1] ?? '';
    db = await databaseBefore(engine, scripts.slice(0, index + 1));
  });
  afterAll(async () => {
    await db?.close();
  });

  it('counts every member again and purges the tombstones beyond the cap, oldest first', async () => {
    const db = database();
    const [ana, ben, cruz] = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of [ana, ben, cruz])
      await db.query('insert into auth.users (id, email) values ($1, $2)', [
        id,
        `${id}@example.com`,
      ]);
    // Ana wrote through the previous trigger: 5 medicines, 2 of them deleted, all counted as rows.
    await asMember(db, ana, medicines(1, 5));
    await asMember(db, ana, deleteMedicines(1, 2));
    const [before] = await db.query<{ row_count: number }>(
      `select row_count::int from membership_private.member_data_usage where user_id = $1`,
      [ana],
    );
    expect(before?.row_count).toBe(5);
    // Ben's rows were stored without the trigger: 2,006 tombstones and one live entry, no counts.
    await db.query('begin');
    try {
      await db.query('set local session_replication_role = replica');
      await db.query(
        `insert into public.medicines (user_id, id, entry, updated_at, deleted_at, synced_at)
         select $1, 'gone-' || n, null, '2021-01-01T00:00:00Z', '2021-01-01T00:00:00Z',
                timestamptz '2021-01-01T00:00:00Z' + make_interval(mins => n)
           from generate_series(1, 2006) n`,
        [ben],
      );
      await db.query(
        `insert into public.medicines (user_id, id, entry, updated_at, synced_at)
         values ($1, 'kept', '{"id":"kept","name":"A","dose":"1","time":"09:00","taken":false}',
                 '2020-01-01T00:00:00Z', '2020-01-01T00:00:00Z')`,
        [ben],
      );
      // Cruz's counts say rows that are no longer there.
      await db.query(
        `insert into membership_private.member_data_usage (user_id, table_name, row_count, bytes)
         values ($1, 'medicines', 7, 700)`,
        [cruz],
      );
      await db.query('commit');
    } catch (error) {
      await db.query('rollback');
      throw error;
    }

    await db.exec(mine);

    const usage = await db.query<{
      user_id: string;
      row_count: number;
      tombstones: number;
      bytes: number;
    }>(
      `select user_id, row_count::int, tombstones::int, bytes::int
         from membership_private.member_data_usage where table_name = 'medicines'`,
    );
    const actual = await db.query<{ user_id: string; live: number; dead: number; bytes: number }>(
      `select user_id, count(entry)::int as live, (count(*) - count(entry))::int as dead,
              coalesce(sum(octet_length(entry::text)), 0)::int as bytes
         from public.medicines group by user_id`,
    );
    const of = (uid: string) => usage.find((row) => row.user_id === uid);
    const really = (uid: string) => actual.find((row) => row.user_id === uid);
    expect(of(ana)).toMatchObject({ row_count: 3, tombstones: 2, bytes: really(ana)?.bytes });
    expect(of(ben)).toMatchObject({ row_count: 1, tombstones: 2000, bytes: really(ben)?.bytes });
    expect(really(ben)).toMatchObject({ live: 1, dead: 2000 });
    expect(of(cruz)).toMatchObject({ row_count: 0, tombstones: 0, bytes: 0 });
    const [oldest] = await db.query<{ id: string }>(
      `select id from public.medicines where user_id = $1 and entry is null
        order by synced_at limit 1`,
      [ben],
    );
    expect(oldest?.id).toBe('gone-7');

    // From here Ana's deletions free room as they should.
    await asMember(db, ana, deleteMedicines(3, 3));
    const [after] = await db.query<{ row_count: number; tombstones: number }>(
      `select row_count::int, tombstones::int from membership_private.member_data_usage
        where user_id = $1`,
      [ana],
    );
    expect(after).toEqual({ row_count: 2, tombstones: 3 });
  });
});
