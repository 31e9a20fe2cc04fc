// Starts the PostgreSQL 15 cluster the database tests share and stops it after them; the tests read
// its URL with inject('postgresUrl'). POSTGRES_TEST_URL points them at a server already running.
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../support/postgresCluster';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.POSTGRES_TEST_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return async () => undefined;
  }
  const cluster = await startPostgresCluster();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
