// The login form's rules (spec §5): e-mail and password are required, the e-mail has an e-mail's shape.
import { loginMessages } from './authMessages';
import { isEmailAddress } from './emailAddress';

export type LoginField = 'email' | 'password';

export interface LoginValues {
  readonly email: string;
  readonly password: string;
}

/** One message for the whole form, and the fields it is about. */
export interface LoginProblem {
  readonly message: string;
  readonly fields: readonly LoginField[];
}

export function validateLogin({ email, password }: LoginValues): LoginProblem | null {
  const missing: LoginField[] = [];
  if (!email.trim()) missing.push('email');
  if (!password) missing.push('password');
  if (missing.length > 0) return { message: loginMessages.missingCredentials, fields: missing };
  if (!isEmailAddress(email)) return { message: loginMessages.invalidEmail, fields: ['email'] };
  return null;
}
