import { createPersistedSlice } from '../state/persistedSlice';
import { registerSlice } from '../state/persistence';
import { validate as validateUser } from 'virtual:storage-validator/user';
import { storageGuard } from '../state/storageValidator';
import type { User } from './authBackend';
import { DEMO_USER_KEY } from './storedSession';

export { DEMO_USER_KEY };

/** The demo-mode member, stored as the User object itself under `vita-user`. */
export function demoUserSlice() {
  return registerSlice(
    createPersistedSlice<User | null>({
      key: DEMO_USER_KEY,
      label: 'tu sesión de demostración',
      version: 1,
      validate: (value): value is User | null =>
        value === null || storageGuard<User>(validateUser)(value),
      initial: () => null,
    }),
  );
}
