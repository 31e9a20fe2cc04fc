// The build settings (VITE_* variables) the app reads, checked when Vite starts. Vite puts every
// VITE_* variable of the build's environment into `import.meta.env`, and a module that reads that
// object whole ships them all; so only the settings named here stay in it, and a Stripe key that is
// not a publishable key stops the build instead of being shipped to every visitor.
import type { Plugin, ResolvedConfig } from 'vite';

/** The VITE_* variables the app reads (docs/hosted-mode.md#environment-variables). */
export const BUILD_SETTINGS = [
  'VITE_SUPABASE_URL',
  'VITE_SUPABASE_ANON_KEY',
  'VITE_STRIPE_PUBLISHABLE_KEY',
  'VITE_VAPID_PUBLIC_KEY',
] as const;

const named: ReadonlySet<string> = new Set(BUILD_SETTINGS);

/** What goes wrong with the Stripe key, in words for whoever runs the build; null when it is fine. */
export function stripeKeyProblem(value: unknown): string | null {
  const key = typeof value === 'string' ? value.trim() : '';
  if (!key || key.startsWith('pk_')) return null;
  // Never the key itself in the message: it may be a secret, and build logs are kept.
  const start = /^[a-z]{2,5}_/i.exec(key)?.[0] ?? `${key.slice(0, 3)}…`;
  return (
    `VITE_STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_… or pk_live_…), ` +
    `but it starts with '${start}'. Whatever it holds is written into the app every visitor ` +
    `downloads, so a secret or restricted key (sk_…, rk_…) must never be there. Set the ` +
    `publishable key from the Stripe dashboard (Developers → API keys), or leave it empty for ` +
    `the demo card form.`
  );
}

/** The VITE_* variables of `env` that are not build settings of the app. */
export function unnamedSettings(env: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(env)
    .filter((name) => name.startsWith('VITE_') && !named.has(name))
    .sort();
}

/**
 * Stops the build on a Stripe key that is not publishable, and keeps every VITE_* variable the app
 * does not read out of `import.meta.env` (so out of the bundle), saying which were left out.
 */
export function buildSettings(): Plugin {
  return {
    name: 'vita365-build-settings',
    configResolved(config: ResolvedConfig) {
      const problem = stripeKeyProblem(config.env.VITE_STRIPE_PUBLISHABLE_KEY);
      if (problem) throw new Error(`Vita365 build settings: ${problem}`);
      const others = unnamedSettings(config.env);
      // Vite makes `import.meta.env` from this object when it bundles, after every configResolved.
      const env = config.env as Record<string, unknown>;
      for (const name of others) delete env[name];
      if (others.length > 0) {
        config.logger.warn(
          `Vita365 build settings: ${others.join(', ')} ${others.length === 1 ? 'is' : 'are'} not ` +
            `read by the app and ${others.length === 1 ? 'was' : 'were'} left out of the bundle ` +
            `(the app reads ${BUILD_SETTINGS.join(', ')}).`,
        );
      }
    },
  };
}
