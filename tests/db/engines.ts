// Runs a suite once per engine (PGlite, PostgreSQL 15) with a fresh Supabase-shaped database each.
import { afterAll, beforeAll, describe, inject } from 'vitest';
import {
  openEngineDatabase,
  type EngineDatabase,
  type EngineName,
} from '../support/engineDatabase';

export const ENGINES: readonly EngineName[] = ['PGlite', 'PostgreSQL 15'];

export function describeOnEachEngine(
  title: string,
  suite: (database: () => EngineDatabase) => void,
): void {
  describe.each(ENGINES)(`${title} (%s)`, (engine) => {
    let database: EngineDatabase | undefined;
    beforeAll(async () => {
      database = await openEngineDatabase(engine, inject('postgresUrl'));
    });
    afterAll(async () => {
      await database?.close();
    });
    suite(() => {
      if (!database) throw new Error(`the ${engine} database is not open`);
      return database;
    });
  });
}
