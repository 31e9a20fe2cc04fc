// The `test` of the hosted-mode specs (*.hosted.e2e.ts). Why per worker: the backend URL is baked into
// the build, and the Supabase-shaped test project (GoTrue-shaped auth plus PostgREST-shaped data over
// PGlite) takes a random port so parallel runs on one machine never collide. So each worker starts its
// own project, builds the app against it into its own folder under dist-hosted/ (about 4 s), and
// serves that build with vite preview on a random port. Tests get `baseURL` pointing there, `gotrue`
// (the auth server) and `supabase` (the whole project, data server and database included), both reset
// before each test, to read the requests recorded and flip the switches.
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import type { GoTrueServer } from '../../support/gotrueServer';
import { startSupabaseTestServer, type SupabaseTestServer } from '../../support/supabaseTestServer';
import { test as base } from './test';

export { expect, expectAccessible } from './test';

interface HostedApp {
  readonly url: string;
  readonly supabase: SupabaseTestServer;
}

const root = fileURLToPath(new URL('../../../', import.meta.url));
const viteCli = fileURLToPath(new URL('../../../node_modules/vite/bin/vite.js', import.meta.url));

/** A child process, so the build's VITE_* settings never leak into this worker or its other builds. */
function buildAgainst(project: SupabaseTestServer, outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [viteCli, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: root,
        env: {
          ...process.env,
          VITE_SUPABASE_URL: project.url,
          VITE_SUPABASE_ANON_KEY: project.anonKey,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build for hosted mode exited with ${code}`)),
    );
  });
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
      const outDir = `dist-hosted/${process.pid}-${workerInfo.workerIndex}`;
      let server: Awaited<ReturnType<typeof preview>> | undefined;
      try {
        await buildAgainst(supabase, outDir);
        server = await preview({
          configFile: false,
          root,
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
        await rm(path.join(root, outDir), { recursive: true, force: true });
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
