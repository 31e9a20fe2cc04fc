import { createPersistedSlice } from '../state/persistedSlice';
import { registerSlice } from '../state/persistence';
import { validate as validateUser } from 'virtual:storage-validator/user';
import { storageGuard } from '../state/storageValidator';
import type { User } from './authBackend';

export const DEMO_ACCOUNTS_KEY = 'vita365_demo_accounts';

const isUser = storageGuard<User>(validateUser);

/**
 * The demo accounts this browser has seen, so signing out and in again with the same e-mail brings back
 * the member's name, card and plan instead of a blank 'Usuario Demo'. `vita-user` stays the session.
 */
export function demoAccountsSlice() {
  return registerSlice(
    createPersistedSlice<User[]>({
      key: DEMO_ACCOUNTS_KEY,
      label: 'tus cuentas de demostración',
      version: 1,
      validate: (value): value is User[] => Array.isArray(value) && value.every(isUser),
      initial: () => [],
    }),
  );
}
