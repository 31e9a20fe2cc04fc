// Demo mode: no server; the session lives in browser storage under `vita-user` (spec §1, §4). Nothing
// checks the password, so none is stored: an e-mail is enough to come back to a demo account.
import { subscribe } from 'valtio';
import { aliasFromName, cardIdFromUuid } from '../domain/ids';
import type { AuthBackend, RegistrationPayload, User, UserMetadata } from './authBackend';
import { demoAccountsSlice } from './demoAccountsSlice';
import { demoUserSlice } from './demoUserSlice';
import { missingCredentialsMessage } from './missingCredentialsMessage';

export const DEMO_MISSING_CREDENTIALS = missingCredentialsMessage;
export const DEMO_NO_SESSION = 'No hay una sesión activa.';

/** The member a demo login creates for an unknown e-mail (spec §3: 'Usuario Demo', alias 'Demo'). */
export const DEMO_DISPLAY_NAME = 'Usuario Demo';
export const DEMO_ALIAS = 'Demo';

export interface DemoDependencies {
  readonly now: () => Date;
  readonly uuid: () => string;
}

const browserDependencies: DemoDependencies = {
  now: () => new Date(),
  uuid: () => crypto.randomUUID(),
};

const sameEmail = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

export function createDemoUser(
  name: string,
  email: string,
  activationCode: string | undefined,
  deps: DemoDependencies,
  alias = aliasFromName(name),
): User {
  const code = activationCode?.trim();
  return {
    id: deps.uuid(),
    email,
    aud: 'authenticated',
    created_at: deps.now().toISOString(),
    app_metadata: { provider: 'email' },
    user_metadata: {
      name,
      alias,
      vita_card_id: cardIdFromUuid(deps.uuid()),
      activation_code: code ? code.toUpperCase() : null,
      planStatus: 'pending',
    },
  };
}

export function createDemoBackend(deps: DemoDependencies = browserDependencies): AuthBackend {
  const session = demoUserSlice();
  const accounts = demoAccountsSlice();

  function remember(user: User): void {
    const others = accounts.state.value.filter((account) => !sameEmail(account.email, user.email));
    accounts.state.value = [...others, user];
  }

  function startSession(user: User): User {
    remember(user);
    session.state.value = user;
    return user;
  }

  return {
    mode: 'demo',
    async restoreSession() {
      return session.state.value;
    },
    async signIn({ email, password }) {
      if (!email.trim() || !password) throw new Error(DEMO_MISSING_CREDENTIALS);
      const current = session.state.value;
      const known =
        current && sameEmail(current.email, email)
          ? current
          : accounts.state.value.find((account) => sameEmail(account.email, email));
      return startSession(
        known ?? createDemoUser(DEMO_DISPLAY_NAME, email.trim(), undefined, deps, DEMO_ALIAS),
      );
    },
    async signUp({ name, email, activationCode }: RegistrationPayload) {
      const user = startSession(createDemoUser(name.trim(), email.trim(), activationCode, deps));
      return { user, needsEmailConfirmation: false };
    },
    async signOut() {
      const current = session.state.value;
      if (current) remember(current);
      session.state.value = null;
    },
    async updateUserMetadata(metadata: Partial<UserMetadata>) {
      const current = session.state.value;
      if (!current) throw new Error(DEMO_NO_SESSION);
      const updated: User = {
        ...current,
        user_metadata: { ...current.user_metadata, ...metadata },
      };
      return startSession(updated);
    },
    onUserChange(listener) {
      return subscribe(session.state, () => listener(session.state.value));
    },
  };
}
