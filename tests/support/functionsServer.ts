// Runs the Edge Functions for the hosted browser tests: deno (the npm `deno` package) serving
// tests/functions/serveFunctions.ts with a Supabase test project's URL and keys and a Stripe test
// server's URL and webhook secret. Resolves once it listens, with its URL and a way to stop it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const deno = path.join(root, 'node_modules/.bin/deno');

export interface FunctionsServerSettings {
  readonly supabaseUrl: string;
  readonly anonKey: string;
  readonly serviceRoleKey: string;
  readonly stripeApiBase: string;
  readonly stripeWebhookSecret: string;
}

export interface FunctionsServer {
  readonly url: string;
  close(): Promise<void>;
}

/** The first start may download npm:stripe into Deno's cache; later ones start in a second or two. */
export const FUNCTIONS_START_TIMEOUT_MS = 120_000;

export function startFunctionsServer(settings: FunctionsServerSettings): Promise<FunctionsServer> {
  const child = spawn(
    deno,
    [
      'run',
      '--config',
      'supabase/functions/deno.json',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      'tests/functions/serveFunctions.ts',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...(process.env.DENO_DIR ? { DENO_DIR: process.env.DENO_DIR } : {}),
        NO_COLOR: '1',
        SUPABASE_URL: settings.supabaseUrl,
        SUPABASE_ANON_KEY: settings.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: settings.serviceRoleKey,
        STRIPE_SECRET_KEY: 'sk_test_vita365_e2e',
        STRIPE_API_BASE: settings.stripeApiBase,
        STRIPE_WEBHOOK_SECRET: settings.stripeWebhookSecret,
      },
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`The functions server did not start:\n${output}`));
    }, FUNCTIONS_START_TIMEOUT_MS);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening (\d+)/.exec(output)?.[1];
      if (!port) return;
      clearTimeout(timer);
      resolve({
        url: `http://127.0.0.1:${port}`,
        async close() {
          child.kill();
          await exited;
        },
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The functions server exited with ${code}:\n${output}`));
    });
  });
}
