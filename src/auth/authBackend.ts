// The one interface both auth back-ends implement: demo (browser storage) and hosted (supabase-js).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { User, UserMetadata } from '../content/types/storage/user';
import type { MemberSync } from '../sync/memberSync';

export type { User, UserMetadata };

export interface RegistrationPayload {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly activationCode?: string;
}

export interface LoginPayload {
  readonly email: string;
  readonly password: string;
}

export interface SignUpResult {
  /** The signed-in user when the account is usable at once (demo); null when e-mail must be confirmed. */
  readonly user: User | null;
  readonly needsEmailConfirmation: boolean;
}

export interface AuthBackend {
  readonly mode: 'demo' | 'hosted';
  /** The initial session check: the user of a stored or restored session, or null. */
  restoreSession(): Promise<User | null>;
  signIn(payload: LoginPayload): Promise<User>;
  signUp(payload: RegistrationPayload): Promise<SignUpResult>;
  /** Demo mode: signs in as the spec's demo member, whose data is its own (hosted: absent). */
  signInAsGuest?(): Promise<User>;
  signOut(): Promise<void>;
  updateUserMetadata(metadata: Partial<UserMetadata>): Promise<User>;
  /** Session changes the back-end notices by itself (another tab, token refresh). Returns unsubscribe. */
  onUserChange(listener: (user: User | null) => void): () => void;
  /** Hosted mode: starts keeping the member's data in step with the backend (demo: absent). */
  startMemberSync?(userId: string): Promise<MemberSync>;
  /**
   * Hosted mode: the client that calls the server as the signed-in member. The membership layer
   * (src/membership) builds the plan, family and payment calls on it (demo: absent).
   */
  readonly client?: SupabaseClient;
}
