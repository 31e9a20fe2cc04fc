// Who is signed in. `loading` lasts until the initial session check of the auth back-end ends.
import { proxy } from 'valtio';
import type { User } from '../content/types/storage/user';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export const authStore = proxy<{ status: AuthStatus; user: User | null }>({
  status: 'loading',
  user: null,
});

export function setSessionUser(user: User | null): void {
  authStore.user = user;
  authStore.status = user ? 'signedIn' : 'signedOut';
}
