// Demo mode: no server. Accounts live in this browser (spec §1, §4): the session under `vita-user`,
// the accounts under `vita365_demo_accounts`, a password verifier per account (never the password)
// under `vita365_demo_credentials`. Each account's data is kept apart (state/accountData.ts), so a
// family sharing one phone never sees one another's medicines or readings.
import { subscribe } from 'valtio';
import { t } from '../content/messages';
import { aliasFromName, cardIdFromUuid } from '../domain/format/ids';
import { FAMILY_CODE_PREFIX } from '../domain/membership/activationCode';
import { checkDemoFamilyCode } from '../domain/membership/planMembership';
import { dataReadyFor } from '../state/dataOwner';
import type { AuthBackend, RegistrationPayload, User, UserMetadata } from './authBackend';
import { demoAccountsSlice } from './demoAccountsSlice';
import { DemoAuthError } from './demoAuthError';
import { demoCredentialsSlice } from './demoCredentialsSlice';
import { askAboutLeftoverData } from './demoLeftoverQuestion';
import { leaveSignInNotice } from './demoSignInNotice';
import { demoUserSlice } from './demoUserSlice';
import { createPasswordVerifier, PASSWORD_ITERATIONS, verifyPassword } from './passwordVerifier';

export const DEMO_MISSING_CREDENTIALS = t('auth.missingCredentials');
export const DEMO_NO_SESSION = t('auth.noSession');

/** The spec's demo member (§3: 'Usuario Demo', alias 'Demo'), one tap away as 'Probar sin registrarte'. */
export const DEMO_DISPLAY_NAME = 'Usuario Demo';
export const DEMO_ALIAS = 'Demo';
export const DEMO_GUEST_EMAIL = 'demo@vita365.mx';
/** Marks the demo member among the accounts: never found by e-mail, no password. */
const GUEST_PROVIDER = 'demo';

export interface DemoDependencies {
  readonly now: () => Date;
  readonly uuid: () => string;
  /** '¿Estos datos son tuyos?', answered by the member before the sign-in ends. */
  readonly askAboutLeftoverData: () => Promise<boolean>;
  /** PBKDF2 rounds for new verifiers (tests use fewer; stored verifiers keep their own). */
  readonly passwordIterations: number;
}

const browserDependencies: DemoDependencies = {
  now: () => new Date(),
  uuid: () => crypto.randomUUID(),
  askAboutLeftoverData,
  passwordIterations: PASSWORD_ITERATIONS,
};

// Its own chunk: a page load of the member already signed in, the usual case, does not need it.
const loadAccountData = () => import('../state/accountData');

const sameEmail = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

const isGuest = (user: User): boolean => user.app_metadata?.provider === GUEST_PROVIDER;

export function createDemoUser(
  name: string,
  email: string,
  activationCode: string | undefined,
  deps: Pick<DemoDependencies, 'now' | 'uuid'>,
  alias = aliasFromName(name),
  provider = 'email',
): User {
  const code = activationCode?.trim();
  return {
    id: deps.uuid(),
    email,
    aud: 'authenticated',
    created_at: deps.now().toISOString(),
    app_metadata: { provider },
    user_metadata: {
      name,
      alias,
      vita_card_id: cardIdFromUuid(deps.uuid()),
      activation_code: code ? code.toUpperCase() : null,
      planStatus: 'pending',
    },
  };
}

export function createDemoBackend(overrides: Partial<DemoDependencies> = {}): AuthBackend {
  const deps: DemoDependencies = { ...browserDependencies, ...overrides };
  const session = demoUserSlice();
  const accounts = demoAccountsSlice();
  const credentials = demoCredentialsSlice();

  function remember(user: User): void {
    const others = accounts.state.value.filter((account) => account.id !== user.id);
    accounts.state.value = [...others, user];
  }

  const accountWithEmail = (email: string): User | undefined =>
    accounts.state.value.find((account) => !isGuest(account) && sameEmail(account.email, email));

  const verifierOf = (accountId: string) =>
    credentials.state.value.find((entry) => entry.accountId === accountId)?.verifier;

  async function setPassword(accountId: string, password: string): Promise<void> {
    const verifier = await createPasswordVerifier(password, {
      iterations: deps.passwordIterations,
    });
    const others = credentials.state.value.filter((entry) => entry.accountId !== accountId);
    credentials.state.value = [...others, { accountId, verifier }];
  }

  /** Brings the account's own data into the spec's keys, asks about unclaimed data, signs in. */
  async function openAccount(user: User): Promise<User> {
    const { bringInAccountData, claimUnclaimedData, declineUnclaimedData, unclaimedDataWaitsFor } =
      await loadAccountData();
    bringInAccountData(user.id, 'setAside');
    if (!isGuest(user) && unclaimedDataWaitsFor(user.id)) {
      if (await deps.askAboutLeftoverData()) claimUnclaimedData(user.id);
      else declineUnclaimedData(user.id);
    }
    remember(user);
    session.state.value = user;
    return user;
  }

  return {
    mode: 'demo',
    async restoreSession() {
      const user = session.state.value;
      if (!user) return null;
      if (dataReadyFor(user.id)) return user;
      const { AccountDataStorageError, bringInAccountData } = await loadAccountData();
      try {
        // The member signed in when local accounts arrived owns the data on this phone.
        bringInAccountData(user.id, 'claim');
      } catch (error) {
        if (!(error instanceof AccountDataStorageError)) throw error;
        session.state.value = null;
        return null;
      }
      return user;
    },
    async signIn({ email, password }) {
      if (!email.trim() || !password) throw new Error(DEMO_MISSING_CREDENTIALS);
      const account = accountWithEmail(email);
      if (!account) throw new DemoAuthError(t('auth.unknownAccount'), 'register');
      const verifier = verifierOf(account.id);
      if (verifier && !(await verifyPassword(password, verifier))) {
        throw new Error(t('auth.wrongPassword'));
      }
      if (!verifier) await setPassword(account.id, password);
      const user = await openAccount(account);
      if (!verifier) leaveSignInNotice(t('auth.passwordSet'));
      return user;
    },
    async signUp({ name, email, password, activationCode }: RegistrationPayload) {
      if (accountWithEmail(email)) {
        throw new DemoAuthError(t('auth.existingAccount'), 'signIn');
      }
      // With no server a family code means a plan paid on an account of this phone (issue 43).
      const code = activationCode?.trim().toUpperCase() ?? '';
      if (code.startsWith(FAMILY_CODE_PREFIX)) {
        const check = checkDemoFamilyCode(code, accounts.state.value, deps.now());
        if (check === 'unknown') throw new Error(t('auth.demoFamilyCodeUnknown'));
        if (check === 'full') throw new Error(t('auth.demoFamilyCodeFull'));
      }
      const user = createDemoUser(name.trim(), email.trim(), activationCode, deps);
      await setPassword(user.id, password);
      // A second tap while the key was being derived must not make a second account.
      if (accountWithEmail(email)) {
        throw new DemoAuthError(t('auth.existingAccount'), 'signIn');
      }
      return { user: await openAccount(user), needsEmailConfirmation: false };
    },
    async signInAsGuest() {
      const guest =
        accounts.state.value.find(isGuest) ??
        createDemoUser(
          DEMO_DISPLAY_NAME,
          DEMO_GUEST_EMAIL,
          undefined,
          deps,
          DEMO_ALIAS,
          GUEST_PROVIDER,
        );
      return openAccount(guest);
    },
    async signOut() {
      const current = session.state.value;
      if (current) {
        remember(current);
        const { AccountDataStorageError, setAsideAccountData } = await loadAccountData();
        try {
          setAsideAccountData(current.id);
        } catch (error) {
          // Storage full: the data stays, marked as this account's, out of sight until it signs in.
          if (!(error instanceof AccountDataStorageError)) throw error;
        }
      }
      session.state.value = null;
    },
    async updateUserMetadata(metadata: Partial<UserMetadata>) {
      const current = session.state.value;
      if (!current) throw new Error(DEMO_NO_SESSION);
      const updated: User = {
        ...current,
        user_metadata: { ...current.user_metadata, ...metadata },
      };
      remember(updated);
      session.state.value = updated;
      return updated;
    },
    onUserChange(listener) {
      return subscribe(session.state, () => listener(session.state.value));
    },
  };
}
