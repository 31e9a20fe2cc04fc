// The `test` of the hosted-mode specs (*.hosted.e2e.ts). The Supabase-shaped test project
// (GoTrue-shaped auth plus PostgREST-shaped data over PGlite) takes a random port per worker so
// parallel runs on one machine never collide, yet the backend URL is baked into the build. So each
// worker serves its own copy of the run's one configured build (configuredBuild.ts) with its
// project's URL and key in place of the placeholders, and no publishable key. The app in the browser
// is thus exactly a build made against that worker's project. Tests get `baseURL` pointing there,
// `gotrue` (the auth server) and `supabase` (the whole project, data server and database included),
// both reset before each test, to read the requests recorded and flip the switches.
import type { GoTrueServer } from '../../support/gotrueServer';
import { startSupabaseTestServer, type SupabaseTestServer } from '../../support/supabaseTestServer';
import { serveConfiguredBuild, type ServedBuild } from './configuredBuild';
import { test as base } from './test';

export { expect, expectAccessible, signOut } from './test';

interface HostedApp {
  readonly url: string;
  readonly supabase: SupabaseTestServer;
}

export const test = base.extend<
  { gotrue: GoTrueServer; supabase: SupabaseTestServer },
  { hostedApp: HostedApp }
>({
  hostedApp: [
    // Playwright reads fixture dependencies from this destructuring, so it must stay even when empty.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const supabase = await startSupabaseTestServer();
      let app: ServedBuild | undefined;
      try {
        app = await serveConfiguredBuild(`hosted-worker-${workerInfo.workerIndex}`, {
          VITE_SUPABASE_URL: supabase.url,
          VITE_SUPABASE_ANON_KEY: supabase.anonKey,
          VITE_STRIPE_PUBLISHABLE_KEY: '',
        });
        supabase.allowOrigin(app.url);
        await provide({ url: app.url, supabase });
      } finally {
        await app?.close();
        await supabase.close();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ hostedApp }, provide) => {
    await provide(hostedApp.url);
  },
  supabase: async ({ hostedApp }, provide) => {
    await hostedApp.supabase.reset();
    await provide(hostedApp.supabase);
  },
  gotrue: async ({ supabase }, provide) => {
    await provide(supabase.gotrue);
  },
});
