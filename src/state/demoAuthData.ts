// Demo mode's sign-in, kept in this browser (no backend): the session, the accounts seen, and one
// password verifier per account. Declared like member data (storedKind), so persistence keeps them
// with their schemas, but never set aside, backed up or synced. src/auth reaches them through these.
import { t } from '../content/messages';
import type { DemoCredentials } from '../content/types/storage/demo-credentials';
import type { User } from '../content/types/storage/user';
import { validate as validateDemoAccounts } from 'virtual:storage-validator/demo-accounts';
import { validate as validateCredentials } from 'virtual:storage-validator/demo-credentials';
import { validate as validateSession } from 'virtual:storage-validator/demo-session';
import { DEMO_ACCOUNTS_KEY, DEMO_CREDENTIALS_KEY, DEMO_USER_KEY } from './demoAuthKeys';
import { storedKind } from './memberDataKind';
import { storageGuard } from './storageValidator';

export { DEMO_ACCOUNTS_KEY, DEMO_CREDENTIALS_KEY, DEMO_USER_KEY };

/** The demo-mode member, stored as the User object itself under `vita-user`; null once signed out. */
export const demoUserData = storedKind<User | null>({
  key: DEMO_USER_KEY,
  schema: 'demo-session',
  label: t('storage.demoSession'),
  version: 1,
  validate: storageGuard<User | null>(validateSession),
  initial: () => null,
});

/**
 * The demo accounts this browser has seen, so signing out and in again with the same e-mail brings
 * back the member's name, card and plan instead of a blank 'Usuario Demo'.
 */
export const demoAccountsData = storedKind<User[]>({
  key: DEMO_ACCOUNTS_KEY,
  schema: 'demo-accounts',
  label: t('storage.demoAccounts'),
  version: 1,
  validate: storageGuard<User[]>(validateDemoAccounts),
  initial: () => [],
});

/** One password verifier per local account (schemas/storage/demo-credentials.schema.json). */
export const demoCredentialsData = storedKind<DemoCredentials>({
  key: DEMO_CREDENTIALS_KEY,
  schema: 'demo-credentials',
  label: t('storage.demoCredentials'),
  version: 1,
  validate: storageGuard<DemoCredentials>(validateCredentials),
  initial: () => [],
});
