// Hosted mode: authentication goes to the GoTrue server of the build settings through supabase-js
// (spec §7). This module is only imported when those settings exist, so demo builds never load it.
// Sign-in uses the PKCE flow: a link that signs someone in (the e-mail confirmation) carries a
// one-time `?code=` that only the browser which started the sign-up can exchange, with the verifier
// it keeps; tokens in a link's fragment (the implicit flow) are never taken.
import {
  createClient,
  isAuthRetryableFetchError,
  type SupabaseClient,
  type SupportedStorage,
} from '@supabase/supabase-js';
import { aliasFromName, cardIdFromUuid } from '../domain/format/ids';
import type { AuthBackend, UserMetadata } from './authBackend';
import type { HostedSettings } from './hostedSettings';
import { dropSessionFragment } from './sessionFragment';
import { userFromSupabase } from './userFromSupabase';
import { routePaths } from '../content/routePaths';

export interface HostedDependencies {
  /** Where the session is kept; supabase-js uses localStorage when absent. */
  readonly storage?: SupportedStorage;
  readonly uuid: () => string;
  /**
   * Where the e-mail confirmation link sends the member back to (with `?code=`): a member page, so
   * that the auth area loads and exchanges the code. Absent: the server's site URL.
   */
  readonly confirmationRedirect?: () => string;
  /** Runs before the client starts: the browser drops a session fragment from the address. */
  readonly beforeStart?: () => void;
}

/** The member page the confirmation link opens; signed out (another device), it shows /login. */
export const CONFIRMATION_LANDING_PATH = routePaths.dashboard;

const browserDependencies: HostedDependencies = {
  uuid: () => crypto.randomUUID(),
  confirmationRedirect: () => new URL(CONFIRMATION_LANDING_PATH, window.location.origin).href,
  beforeStart: dropSessionFragment,
};

function createHostedClient(settings: HostedSettings, storage?: SupportedStorage): SupabaseClient {
  return createClient(settings.url, settings.anonKey, {
    auth: {
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: true,
      // With PKCE only a `?code=` whose verifier this browser holds is exchanged for a session.
      detectSessionInUrl: true,
      ...(storage ? { storage } : {}),
    },
  });
}

export function createHostedBackend(
  settings: HostedSettings,
  deps: HostedDependencies = browserDependencies,
): AuthBackend {
  deps.beforeStart?.();
  const client = createHostedClient(settings, deps.storage);
  const { auth } = client;

  return {
    mode: 'hosted',
    client,
    async restoreSession() {
      const { data, error } = await auth.getSession();
      if (error || !data.session) return null;
      // The stored session may have been revoked on the server: ask it who this token belongs to.
      const { data: fresh, error: userError } = await auth.getUser();
      if (!userError) return userFromSupabase(fresh.user);
      // Offline or a server hiccup says nothing about the session: keep it until the server can answer.
      if (isAuthRetryableFetchError(userError)) return userFromSupabase(data.session.user);
      await auth.signOut({ scope: 'local' });
      return null;
    },
    async signIn({ email, password }) {
      const { data, error } = await auth.signInWithPassword({ email, password });
      if (error) throw error;
      return userFromSupabase(data.user);
    },
    async signUp({ name, email, password, activationCode }) {
      const fullName = name.trim();
      const code = activationCode?.trim();
      const { data, error } = await auth.signUp({
        email,
        password,
        options: {
          ...(deps.confirmationRedirect ? { emailRedirectTo: deps.confirmationRedirect() } : {}),
          data: {
            name: fullName,
            alias: aliasFromName(fullName),
            activation_code: code ? code.toUpperCase() : null,
            vita_card_id: cardIdFromUuid(deps.uuid()),
          },
        },
      });
      if (error) throw error;
      // With e-mail confirmation on (the usual set-up) there is a user but no session yet.
      if (!data.session) return { user: null, needsEmailConfirmation: true };
      return { user: userFromSupabase(data.session.user), needsEmailConfirmation: false };
    },
    async signOut() {
      // auth-js already treats a 401, 403 or 404 answer as "signed out" and clears the session. Any other
      // failure (offline, 5xx) leaves it stored, so clear it on this device and still report the error.
      const { error } = await auth.signOut();
      if (!error) return;
      await auth.signOut({ scope: 'local' });
      throw error;
    },
    async updateUserMetadata(metadata: Partial<UserMetadata>) {
      const { data, error } = await auth.updateUser({ data: metadata });
      if (error) throw error;
      return userFromSupabase(data.user);
    },
    onUserChange(listener) {
      // Not async on purpose: auth-js awaits subscribers while it holds its session lock, so a callback
      // that awaited another auth call would deadlock. INITIAL_SESSION is skipped because
      // restoreSession has already checked that session with the server.
      const { data } = auth.onAuthStateChange((event, session) => {
        if (event === 'INITIAL_SESSION') return;
        listener(session ? userFromSupabase(session.user) : null);
      });
      return () => data.subscription.unsubscribe();
    },
    async startMemberSync(userId) {
      // Its own chunk: the sync code is fetched once a member has signed in.
      const { startMemberSync } = await import('../sync/memberSync');
      return startMemberSync({ client, userId });
    },
  };
}
