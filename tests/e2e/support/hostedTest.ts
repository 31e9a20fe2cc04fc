// The `test` of the hosted-mode specs (*.hosted.e2e.ts). The Supabase-shaped test project
// (GoTrue-shaped auth plus PostgREST-shaped data over PGlite) takes a random port per worker so
// parallel runs on one machine never collide, yet the backend URL is baked into the build. So the app
// is built once per run against a placeholder URL and key (sharedBuild.ts), and each worker copies that
// build into its own folder with the placeholders replaced by its own project's URL and key, then
// serves the copy with vite preview on a random port. The app in the browser is thus exactly a build
// made against that worker's project. Tests get `baseURL` pointing there, `gotrue` (the auth server)
// and `supabase` (the whole project, data server and database included), both reset before each
// test, to read the requests recorded and flip the switches.
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { preview } from 'vite';
import type { GoTrueServer } from '../../support/gotrueServer';
import { startSupabaseTestServer, type SupabaseTestServer } from '../../support/supabaseTestServer';
import { projectRoot, runBuildsDir, sharedBuild } from './sharedBuild';
import { test as base } from './test';

export { expect, expectAccessible, signOut } from './test';

interface HostedApp {
  readonly url: string;
  readonly supabase: SupabaseTestServer;
}

// What the shared build is made with; both must pass the app's check of hosted settings.
export const placeholderUrl = 'http://supabase-placeholder.invalid';
export const placeholderAnonKey = 'placeholder-anon-key-of-the-shared-hosted-build';

const textFile = /\.(?:js|mjs|html|webmanifest|json)$/;

/** Copies the shared hosted build to `outDir` with `project`'s URL and key in place of the placeholders. */
export async function copyBuildFor(project: SupabaseTestServer, source: string, outDir: string) {
  await rm(outDir, { recursive: true, force: true });
  await cp(source, outDir, { recursive: true });
  let replaced = 0;
  const files = await readdir(outDir, { recursive: true });
  for (const file of files.filter((name) => textFile.test(name))) {
    const target = path.join(outDir, file);
    const text = await readFile(target, 'utf8');
    if (!text.includes(placeholderUrl) && !text.includes(placeholderAnonKey)) continue;
    replaced += 1;
    await writeFile(
      target,
      text.replaceAll(placeholderUrl, project.url).replaceAll(placeholderAnonKey, project.anonKey),
    );
  }
  if (replaced === 0) throw new Error(`no file of ${source} holds the placeholder backend URL`);
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
      const outDir = path.join(runBuildsDir(), `hosted-worker-${workerInfo.workerIndex}`);
      let server: Awaited<ReturnType<typeof preview>> | undefined;
      try {
        const shared = await sharedBuild('hosted', {
          VITE_SUPABASE_URL: placeholderUrl,
          VITE_SUPABASE_ANON_KEY: placeholderAnonKey,
        });
        await copyBuildFor(supabase, shared, outDir);
        server = await preview({
          configFile: false,
          root: projectRoot,
          logLevel: 'warn',
          build: { outDir },
          preview: { host: '127.0.0.1', port: 0, strictPort: true },
        });
        const { port } = server.httpServer.address() as AddressInfo;
        const url = `http://127.0.0.1:${port}`;
        supabase.allowOrigin(url);
        await provide({ url, supabase });
      } finally {
        await server?.close();
        await supabase.close();
        await rm(outDir, { recursive: true, force: true });
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
