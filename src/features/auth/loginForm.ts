// The login form's rules (spec §5): e-mail and password are required, the e-mail has an e-mail's shape.
import type { FormField } from '../../content/types/form';
import type { FieldErrors, FormValues } from '../../renderers/form/formValues';
import { textOf } from '../../renderers/form/formValues';
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

/** The login form as data, for the form layer. */
export const loginFields: readonly FormField[] = [
  {
    id: 'email',
    kind: 'email',
    label: 'Correo electrónico',
    autoComplete: 'email',
    inputMode: 'email',
    required: true,
  },
  {
    id: 'password',
    kind: 'password',
    label: 'Contraseña',
    toggleLabel: 'Mostrar contraseña',
    autoComplete: 'current-password',
    required: true,
  },
];

/** The login's one message, on every field it is about. */
export function loginErrors(values: FormValues): FieldErrors {
  const problem = validateLogin({
    email: textOf(values, 'email'),
    password: textOf(values, 'password'),
  });
  return problem ? Object.fromEntries(problem.fields.map((field) => [field, problem.message])) : {};
}
