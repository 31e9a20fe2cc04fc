// `npm run test:db`: the database tests (tests/db), on PGlite and on a PostgreSQL 15 cluster that the
// global setup starts in a temporary folder and stops at the end (POSTGRES_TEST_URL uses a running
// server instead). Files run one after another: they share that one server and two cores.
import { defineConfig } from 'vitest/config';
import base from '../../vite.config';

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/db/**/*.test.ts'],
    globalSetup: ['tests/db/postgresGlobalSetup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
