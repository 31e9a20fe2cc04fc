import { useContext } from 'react';
import { useSnapshot } from 'valtio';
import { authStore } from '../state/auth';
import { AuthContext, type AuthContextValue } from './authContext';

export const AUTH_OUTSIDE_PROVIDER = 'useAuth debe usarse dentro de <AuthProvider>.';

/** The auth actions and the current session; throws when used outside <AuthProvider>. */
export function useAuth() {
  const actions: AuthContextValue | null = useContext(AuthContext);
  if (!actions) throw new Error(AUTH_OUTSIDE_PROVIDER);
  const { status, user } = useSnapshot(authStore);
  return { ...actions, status, user };
}
