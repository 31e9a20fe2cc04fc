// Whether a hosted auth backend is configured (spec §1: URL and anon key from the build settings).

export interface HostedSettings {
  readonly url: string;
  readonly anonKey: string;
}

export interface AuthBuildEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
}

/**
 * Both settings present and the URL an http(s) address, or null for demo mode. supabase-js throws on a
 * bad URL or an empty key, so a half-configured build runs as a demo instead of never loading.
 */
export function hostedSettings(env: AuthBuildEnv): HostedSettings | null {
  const url = env.VITE_SUPABASE_URL?.trim() ?? '';
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim() ?? '';
  if (!url && !anonKey) return null;
  if (!url || !anonKey || !isHttpUrl(url)) {
    console.warn(
      'Vita365: VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY must both be set, with an http(s) URL; running in demo mode.',
    );
    return null;
  }
  return { url, anonKey };
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
