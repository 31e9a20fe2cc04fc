import type { User as SupabaseUser } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { userFromSupabase } from '../../../src/auth/userFromSupabase';

const supabaseUser: SupabaseUser = {
  id: '7c1e3a52-1111-4c5e-9e0a-2b1f9c7d0e11',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'ana.lopez@example.com',
  phone: '',
  created_at: '2026-01-15T16:00:00Z',
  updated_at: '2026-01-15T16:05:00Z',
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: {
    sub: '7c1e3a52-1111-4c5e-9e0a-2b1f9c7d0e11',
    email_verified: true,
    name: 'Ana López García',
    alias: 'Ana',
    vita_card_id: 'VITA-7C1E3A52',
    activation_code: null,
    planStatus: 'active',
  },
  identities: [],
  is_anonymous: false,
};

describe('userFromSupabase', () => {
  it('keeps the spec User fields and the member metadata', () => {
    expect(userFromSupabase(supabaseUser)).toEqual({
      id: supabaseUser.id,
      email: 'ana.lopez@example.com',
      aud: 'authenticated',
      created_at: '2026-01-15T16:00:00Z',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: supabaseUser.user_metadata,
    });
  });

  it('drops metadata fields whose type the app cannot use, keeping the rest', () => {
    const user = userFromSupabase({
      ...supabaseUser,
      user_metadata: { name: 42, alias: 'Ana', planStatus: 'unknown', familyMembers: 'none' },
    });
    expect(user.user_metadata).toEqual({ alias: 'Ana' });
  });

  it('uses an empty e-mail for an account without one (a phone sign-up)', () => {
    expect(userFromSupabase({ ...supabaseUser, email: undefined }).email).toBe('');
  });
});
