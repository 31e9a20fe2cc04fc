// One build of the app for every spec that needs build settings the demo build lacks (hosted mode,
// a Stripe publishable key, a VAPID key for Web Push, or some of them). Those settings are baked into
// the bundle, and each worker's test project listens on a random port, so the app is built once per
// run (sharedBuild.ts) with placeholders for all four settings, and each worker serves its own copy
// with the placeholders replaced by its values: its project's URL and key, a publishable key, a VAPID
// key, or '' for a setting it leaves out (the app reads an empty setting as not set). Four builds per
// run became one (the reminders spec had a build of its own: about 30 s of the e2e stage's CPU).
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { policySettingsFrom, writeHeadersFile } from '../../../scripts/build/headersFile';
import { runBuildsDir, sharedBuild } from './sharedBuild';
import { startStaticServer } from './staticServer';

/** What the shared build is made with; each passes the app's own check of its setting. */
export const placeholders = {
  VITE_SUPABASE_URL: 'http://supabase-placeholder.invalid',
  VITE_SUPABASE_ANON_KEY: 'placeholder-anon-key-of-the-shared-build',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_placeholder_of_the_shared_build',
  VITE_VAPID_PUBLIC_KEY: 'vapid-public-key-placeholder-of-the-shared-build',
} as const;

/** A worker's values for the placeholders; a setting left out is served as '' (not set). */
export type BuildSettings = { readonly [name in keyof typeof placeholders]?: string };

/**
 * Secrets set in the build's environment on purpose: the secret scan (payment.hosted.e2e.ts) checks
 * that none of them reaches the files served. The VITE_ one is a variable Vite would put in
 * `import.meta.env` (issue 40: only the settings the app reads may reach the bundle).
 */
export const secretsInTheEnvironment = {
  STRIPE_SECRET_KEY: 'sk_test_vita365_must_not_ship',
  STRIPE_WEBHOOK_SECRET: 'whsec_vita365_must_not_ship',
  VITE_SOMETHING_SECRET: 'sk_live_x',
};

const textFile = /\.(?:js|mjs|html|webmanifest|json)$/;

/** Copies the shared build to `outDir` with `settings` in place of the placeholders. */
async function copyBuildWith(source: string, outDir: string, settings: BuildSettings) {
  await rm(outDir, { recursive: true, force: true });
  await cp(source, outDir, { recursive: true });
  const replacements = Object.entries(placeholders).map(
    ([name, placeholder]) => [placeholder, settings[name as keyof BuildSettings] ?? ''] as const,
  );
  let replaced = 0;
  const files = await readdir(outDir, { recursive: true });
  for (const file of files.filter((name) => textFile.test(name))) {
    const target = path.join(outDir, file);
    const text = await readFile(target, 'utf8');
    if (!replacements.some(([placeholder]) => text.includes(placeholder))) continue;
    replaced += 1;
    await writeFile(
      target,
      replacements.reduce(
        (result, [placeholder, value]) => result.replaceAll(placeholder, value),
        text,
      ),
    );
  }
  if (replaced === 0) throw new Error(`no file of ${source} holds the placeholder settings`);
}

export interface ServedBuild {
  readonly url: string;
  /** The folder served: this worker's copy of the build, with its settings. */
  readonly dir: string;
  close(): Promise<void>;
}

/**
 * Serves a copy of the run's configured build, named `copyName` (unique per worker), with
 * `settings`, on a random port of 127.0.0.1. Its dist/_headers is written again for those settings,
 * as a build made with them would have it; `stripeApiOrigin` stands for https://api.stripe.com
 * (the Stripe-shaped test server the Stripe.js double calls).
 */
export async function serveConfiguredBuild(
  copyName: string,
  settings: BuildSettings,
  stripeApiOrigin?: string,
): Promise<ServedBuild> {
  const shared = await sharedBuild('configured', { ...placeholders, ...secretsInTheEnvironment });
  const dir = path.join(runBuildsDir(), copyName);
  await copyBuildWith(shared, dir, settings);
  await writeHeadersFile(dir, {
    ...policySettingsFrom(settings),
    ...(stripeApiOrigin ? { stripeApiOrigin } : {}),
  });
  const server = await startStaticServer(dir);
  return {
    url: server.url,
    dir,
    close: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
