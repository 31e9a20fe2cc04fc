// Demo mode: no server; the account lives in browser storage under `vita-user` (spec §1, §4).
import { subscribe } from 'valtio';
import { aliasFromName, cardIdFromUuid } from '../domain/ids';
import type { AuthBackend, RegistrationPayload, User, UserMetadata } from './authBackend';
import { demoUserSlice } from './demoUserSlice';

export const DEMO_MISSING_CREDENTIALS = 'Por favor, introduce email y contraseña.';

/** The member a demo login creates when no account is stored (spec §3: 'Usuario Demo', alias 'Demo'). */
export const DEMO_DISPLAY_NAME = 'Usuario Demo';
export const DEMO_ALIAS = 'Demo';

interface DemoDependencies {
  readonly now: () => Date;
  readonly uuid: () => string;
}

const browserDependencies: DemoDependencies = {
  now: () => new Date(),
  uuid: () => crypto.randomUUID(),
};

export function createDemoUser(
  name: string,
  email: string,
  activationCode: string | undefined,
  deps: DemoDependencies,
  alias = aliasFromName(name),
): User {
  const id = deps.uuid();
  return {
    id,
    email,
    aud: 'authenticated',
    created_at: deps.now().toISOString(),
    app_metadata: { provider: 'email' },
    user_metadata: {
      name,
      alias,
      vita_card_id: cardIdFromUuid(deps.uuid()),
      activation_code: activationCode ? activationCode.toUpperCase() : null,
      planStatus: 'pending',
    },
  };
}

export function createDemoBackend(deps: DemoDependencies = browserDependencies): AuthBackend {
  const slice = demoUserSlice();

  return {
    mode: 'demo',
    async restoreSession() {
      return slice.state.value;
    },
    async signIn({ email, password }) {
      if (!email.trim() || !password) throw new Error(DEMO_MISSING_CREDENTIALS);
      const stored = slice.state.value;
      const user =
        stored && stored.email === email.trim()
          ? stored
          : createDemoUser(DEMO_DISPLAY_NAME, email.trim(), undefined, deps, DEMO_ALIAS);
      slice.state.value = user;
      return user;
    },
    async signUp({ name, email, activationCode }: RegistrationPayload) {
      const user = createDemoUser(name.trim(), email.trim(), activationCode, deps);
      slice.state.value = user;
      return { user, needsEmailConfirmation: false };
    },
    async signOut() {
      slice.state.value = null;
    },
    async updateUserMetadata(metadata: Partial<UserMetadata>) {
      const current = slice.state.value;
      if (!current) throw new Error('No hay una sesión activa.');
      const updated: User = { ...current, user_metadata: { ...current.user_metadata, ...metadata } };
      slice.state.value = updated;
      return updated;
    },
    onUserChange(listener) {
      return subscribe(slice.state, () => listener(slice.state.value));
    },
  };
}
