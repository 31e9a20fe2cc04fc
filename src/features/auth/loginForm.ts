// The login form's rules (spec §5): e-mail and password are required, the e-mail has an e-mail's shape.
// Its fields and words are content/forms/login.json.
import { formMessage, loginForm, type FormField } from '../../content/forms';
import { t } from '../../content/messages';
import type { FieldErrors, FormValues } from '../../renderers/form/formValues';
import { textOf } from '../../renderers/form/formValues';
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
  if (missing.length > 0) return { message: t('auth.missingCredentials'), fields: missing };
  if (!isEmailAddress(email)) {
    return { message: formMessage(loginForm, 'invalidEmail'), fields: ['email'] };
  }
  return null;
}

/** The login form as data, for the form layer. */
export const loginFields: readonly FormField[] = loginForm.fields;

/** The login's one message, on every field it is about. */
export function loginErrors(values: FormValues): FieldErrors {
  const problem = validateLogin({
    email: textOf(values, 'email'),
    password: textOf(values, 'password'),
  });
  return problem ? Object.fromEntries(problem.fields.map((field) => [field, problem.message])) : {};
}
