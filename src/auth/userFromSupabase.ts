// Turns the backend's user into the app's User (spec §3). Metadata is whatever was stored on the server,
// so each field is checked against the stored-user schema and a field of the wrong type is dropped
// rather than crashing a screen that expects, say, a string name.
import type { User as SupabaseUser } from '@supabase/supabase-js';
import { validate as validateUser } from 'virtual:storage-validator/user';
import { storageGuard } from '../state/storageValidator';
import type { User, UserMetadata } from './authBackend';

const isUser = storageGuard<User>(validateUser);

function fieldFits(key: string, value: unknown): boolean {
  return isUser({ id: 'check', email: '', user_metadata: { [key]: value } });
}

export function metadataFromSupabase(metadata: Record<string, unknown> | undefined): UserMetadata {
  const entries = Object.entries(metadata ?? {}).filter(([key, value]) => fieldFits(key, value));
  return Object.fromEntries(entries) as UserMetadata;
}

export function userFromSupabase(user: SupabaseUser): User {
  return {
    id: user.id,
    email: user.email ?? '',
    aud: user.aud,
    created_at: user.created_at,
    app_metadata: { ...user.app_metadata },
    user_metadata: metadataFromSupabase(user.user_metadata),
  };
}
