import type { SupabaseClient } from '@supabase/supabase-js';
import { createContext } from 'react';
import type {
  AuthBackend,
  LoginPayload,
  RegistrationPayload,
  SignUpResult,
  User,
  UserMetadata,
} from './authBackend';

export type SignOutOutcome = 'signedOut' | 'unsynced';

export interface AuthContextValue {
  readonly mode: AuthBackend['mode'];
  signIn(payload: LoginPayload): Promise<User>;
  signUp(payload: RegistrationPayload): Promise<SignUpResult>;
  /** Demo mode only: 'Probar sin registrarte' (absent in hosted mode). */
  readonly signInAsGuest?: () => Promise<User>;
  /**
   * Signs out. In hosted mode the member's pending changes are pushed first and the member's data
   * then leaves this browser; when some changes could not be pushed it stays signed in and resolves
   * 'unsynced', unless `discardUnsynced` says to sign out anyway.
   */
  signOut(options?: { readonly discardUnsynced?: boolean }): Promise<SignOutOutcome>;
  updateUserMetadata(metadata: Partial<UserMetadata>): Promise<User>;
  /** Hosted mode: the client that calls the server as the member (absent in demo mode). */
  readonly client?: SupabaseClient;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
