import { describe, expect, it, vi } from 'vitest';
import { hostedSettings } from '../../../src/auth/hostedSettings';

describe('hostedSettings', () => {
  it('is null (demo mode) when neither setting is given', () => {
    expect(hostedSettings({})).toBeNull();
    expect(hostedSettings({ VITE_SUPABASE_URL: ' ', VITE_SUPABASE_ANON_KEY: '' })).toBeNull();
  });

  it('returns both settings, trimmed, when both are given', () => {
    expect(
      hostedSettings({
        VITE_SUPABASE_URL: ' https://abc.supabase.co ',
        VITE_SUPABASE_ANON_KEY: 'anon-key\n',
      }),
    ).toEqual({ url: 'https://abc.supabase.co', anonKey: 'anon-key' });
  });

  it.each([
    [{ VITE_SUPABASE_URL: 'https://abc.supabase.co' }],
    [{ VITE_SUPABASE_ANON_KEY: 'anon-key' }],
    [{ VITE_SUPABASE_URL: 'abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon-key' }],
    [{ VITE_SUPABASE_URL: 'ftp://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'anon-key' }],
  ])('falls back to demo mode, with a warning, on a half or broken configuration (%j)', (env) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(hostedSettings(env)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
