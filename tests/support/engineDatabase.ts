// One Supabase-shaped database (the prelude and every migration) on either engine the database tests
// run on: PGlite in this process, or a real PostgreSQL 15 server (a fresh database per caller, on the
// cluster the db tests' global setup started). Both answer the same small interface, so one suite
// runs unchanged on both.
import type { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createMemberDatabase, setupScripts } from './memberDatabase';

export type EngineName = 'PGlite' | 'PostgreSQL 15';

export interface Sql {
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
}

export interface EngineDatabase extends Sql {
  readonly engine: EngineName;
  /**
   * Runs `work` as PostgREST runs a request: one transaction, `set local role` to the claims' role
   * (anon without one), the claims in `request.jwt.claims`. The transaction is rolled back when
   * `work` throws.
   */
  as<T>(claims: Record<string, unknown>, work: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const roleOf = (claims: Record<string, unknown>): string =>
  typeof claims.role === 'string' ? claims.role : 'anon';

function pgliteDatabase(db: PGlite): EngineDatabase {
  const sqlOf = (runner: Pick<PGlite, 'query'>): Sql => ({
    async query<Row>(text: string, params: readonly unknown[] = []) {
      return (await runner.query<Row>(text, [...params])).rows;
    },
  });
  return {
    engine: 'PGlite',
    ...sqlOf(db),
    as(claims, work) {
      return db.transaction(async (tx) => {
        await tx.query(`select set_config('role', $1, true)`, [roleOf(claims)]);
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify(claims),
        ]);
        return work(sqlOf(tx));
      });
    },
    close: () => db.close(),
  };
}

/** A fresh database on the PostgreSQL server at `serverUrl`, dropped again by close(). */
async function postgresDatabase(serverUrl: string): Promise<EngineDatabase> {
  const name = `vita365_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  for (const script of await setupScripts()) await client.query(script);
  // One connection, so requests take turns as they do on PGlite.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = queue.then(work);
    queue = turn.catch(() => undefined);
    return turn;
  };
  const sql: Sql = {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      return (await client.query(text, [...params])).rows as Row[];
    },
  };
  return {
    engine: 'PostgreSQL 15',
    query: (text, params) => inTurn(() => sql.query(text, params)),
    as(claims, work) {
      return inTurn(async () => {
        await client.query('begin');
        try {
          await client.query(`select set_config('role', $1, true)`, [roleOf(claims)]);
          await client.query(`select set_config('request.jwt.claims', $1, true)`, [
            JSON.stringify(claims),
          ]);
          const result = await work(sql);
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback');
          throw error;
        }
      });
    },
    async close() {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function openEngineDatabase(
  engine: EngineName,
  serverUrl?: string,
): Promise<EngineDatabase> {
  if (engine === 'PGlite') return pgliteDatabase(await createMemberDatabase());
  if (!serverUrl) throw new Error('PostgreSQL 15 needs the URL of a running server');
  return postgresDatabase(serverUrl);
}
