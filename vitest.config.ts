// The unit and property tests (`npm run test:unit`). Vite's own settings (plugins, aliases) come from
// vite.config.ts, so a test imports modules exactly as the app's build does.
//
// Two projects: `pure` runs the files that share no mutable module state (pure rules, content checks,
// the command-line scripts) one after another in a shared worker without a fresh module graph per file
// (`isolate: false`), which saves most of their import and set-up time (measured: 45 → 17 CPU
// seconds for tests/unit/domain and tests/property); `isolated` gives every other file — stores,
// sync, React components in jsdom, anything with `vi.mock` or persistence — its own module graph.
// A file that starts keeping state at module level, mocks a module or uses the persistence layer
// belongs in `isolated`: add it to `needsIsolation` below.
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

const pureFolders = [
  'tests/unit/domain/**/*.test.{ts,tsx}',
  'tests/unit/content/**/*.test.{ts,tsx}',
  'tests/unit/scripts/**/*.test.{ts,tsx}',
  'tests/unit/architecture/**/*.test.{ts,tsx}',
  'tests/property/**/*.test.{ts,tsx}',
];

/** Files in the pure folders that start the persistence layer or mock a module. */
const needsIsolation = [
  'tests/property/agendaPersistence.property.test.ts',
  'tests/property/backupRestore.property.test.ts',
  'tests/property/persistence.property.test.ts',
  'tests/unit/content/shippedAudioSrc.test.ts',
];

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'node',
      restoreMocks: true,
      // supabase-js needs a global WebSocket, which Node 20 only has behind this flag.
      execArgv: 'WebSocket' in globalThis ? [] : ['--experimental-websocket'],
      // Vitest's default is one worker fewer than the cores (one, on two cores), which leaves a core
      // idle while the main process only transforms files.
      maxWorkers: 2,
      // Property tests and the tests that start tsx take seconds; on a busy machine the default 5 s
      // failed them by time alone, not by what they check.
      testTimeout: 30_000,
      projects: [
        {
          extends: true,
          test: { name: 'pure', include: pureFolders, exclude: needsIsolation, isolate: false },
        },
        {
          extends: true,
          test: {
            name: 'isolated',
            include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/property/**/*.test.{ts,tsx}'],
            exclude: pureFolders,
          },
        },
        // A glob cannot say "these folders but for these files", so the files of the pure folders
        // that need isolation are a project of their own, with the same settings as `isolated`.
        { extends: true, test: { name: 'isolated-in-pure-folders', include: needsIsolation } },
      ],
    },
  }),
);
