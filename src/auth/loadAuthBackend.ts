import type { AuthBackend } from './authBackend';
import { hostedSettings } from './hostedSettings';

/** Each back-end's source file, as the build's manifest names it (scripts/build/prerender.ts preloads it). */
export const AUTH_BACKEND_MODULES = {
  demo: 'src/auth/demoBackend.ts',
  hosted: 'src/auth/hostedBackend.ts',
} as const;

let loading: Promise<AuthBackend> | null = null;

async function load(): Promise<AuthBackend> {
  // Each setting by name: `import.meta.env` whole would write every VITE_* variable into the bundle.
  const settings = hostedSettings({
    VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
    VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
  });
  if (settings) {
    const { createHostedBackend } = await import('./hostedBackend');
    return createHostedBackend(settings);
  }
  const { createDemoBackend } = await import('./demoBackend');
  return createDemoBackend();
}

/**
 * Picks the back-end from the build settings. Each is its own chunk, so demo mode never downloads
 * supabase-js. One back-end per page: the auth area remounts when the visitor goes to a public page
 * and back, and a second supabase client would fight the first over the stored session.
 */
export function loadAuthBackend(): Promise<AuthBackend> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
