import { createContext } from 'react';
import type {
  AuthBackend,
  LoginPayload,
  RegistrationPayload,
  SignUpResult,
  User,
  UserMetadata,
} from './authBackend';

export interface AuthContextValue {
  readonly mode: AuthBackend['mode'];
  signIn(payload: LoginPayload): Promise<User>;
  signUp(payload: RegistrationPayload): Promise<SignUpResult>;
  signOut(): Promise<void>;
  updateUserMetadata(metadata: Partial<UserMetadata>): Promise<User>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
