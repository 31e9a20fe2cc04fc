import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { t } from '../content/messages';
import { authStore, setSessionUser } from '../state/auth';
import { ErrorPanel } from '../ui/ErrorPanel/ErrorPanel';
import { Spinner } from '../ui/Spinner/Spinner';
import type { AuthBackend } from './authBackend';
import { AuthContext, type AuthContextValue } from './authContext';
import { loadAuthBackend } from './loadAuthBackend';
import { followSignedInMember, runningMemberSync } from './memberSyncSession';

/** Loads the auth back-end, runs the initial session check, and renders children only after it. */
export function AuthProvider({ children }: { readonly children: ReactNode }) {
  const [backend, setBackend] = useState<AuthBackend | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const { status, user } = useSnapshot(authStore);
  const userId = user?.id ?? null;

  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    loadAuthBackend()
      .then(async (loaded) => {
        const user = await loaded.restoreSession().catch(() => null);
        if (cancelled) return;
        // The store's change re-renders at once (an external store cannot wait), but only this
        // spinner: the member's page appears with the back-end, in a transition that React draws in
        // small slices instead of one long task.
        setSessionUser(user);
        unsubscribe = loaded.onUserChange(setSessionUser);
        startTransition(() => setBackend(loaded));
      })
      .catch(() => {
        if (!cancelled) setLoadFailed(true);
      });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);

  useEffect(() => {
    if (backend) followSignedInMember(backend, userId);
  }, [backend, userId]);

  const value = useMemo<AuthContextValue | null>(() => {
    if (!backend) return null;
    const { signInAsGuest } = backend;
    return {
      mode: backend.mode,
      ...(backend.client && { client: backend.client }),
      ...(signInAsGuest && {
        async signInAsGuest() {
          const user = await signInAsGuest.call(backend);
          setSessionUser(user);
          return user;
        },
      }),
      async signIn(payload) {
        const user = await backend.signIn(payload);
        setSessionUser(user);
        return user;
      },
      async signUp(payload) {
        const result = await backend.signUp(payload);
        if (result.user) setSessionUser(result.user);
        return result;
      },
      async signOut(options = {}) {
        const sync = await runningMemberSync();
        if (sync) {
          const report = await sync.flush();
          if (report.status !== 'synced' && !options.discardUnsynced) return 'unsynced';
          sync.forgetMemberData();
        }
        try {
          await backend.signOut();
        } finally {
          setSessionUser(null);
        }
        return 'signedOut';
      },
      async updateUserMetadata(metadata) {
        const user = await backend.updateUserMetadata(metadata);
        setSessionUser(user);
        return user;
      },
    };
  }, [backend]);

  if (loadFailed) {
    return (
      <ErrorPanel
        title={t('auth.loadFailedTitle')}
        message={t('auth.loadFailed')}
        onRetry={() => window.location.reload()}
      />
    );
  }
  if (status === 'loading' || !value) return <Spinner label={t('auth.loadingSession')} />;
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
