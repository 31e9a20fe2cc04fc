// The registration form's rules (spec §5): name, e-mail, password (6 or more) and its confirmation are
// required; the family/business code is optional, and checked only when a backend is configured.
import { checkActivationCode } from '../../domain/activationCode';
import { MIN_PASSWORD_LENGTH, registerMessages } from './authMessages';
import { isEmailAddress } from './emailAddress';

export type RegistrationField =
  'name' | 'email' | 'password' | 'confirmPassword' | 'activationCode';

export interface RegistrationValues {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  readonly confirmPassword: string;
  readonly activationCode: string;
}

export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/** Field order on screen, so the first error found is the first one the member sees. */
export const registrationFields: readonly RegistrationField[] = [
  'name',
  'email',
  'password',
  'confirmPassword',
  'activationCode',
];

export function validateRegistration(
  values: RegistrationValues,
  options: { readonly checkActivationCode: boolean },
): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!values.name.trim()) errors.name = registerMessages.nameRequired;
  if (!values.email.trim()) errors.email = registerMessages.emailRequired;
  else if (!isEmailAddress(values.email)) errors.email = registerMessages.invalidEmail;
  if (values.password.length < MIN_PASSWORD_LENGTH)
    errors.password = registerMessages.passwordTooShort;
  if (!values.confirmPassword) errors.confirmPassword = registerMessages.confirmRequired;
  else if (values.confirmPassword !== values.password) {
    errors.confirmPassword = registerMessages.passwordMismatch;
  }
  if (options.checkActivationCode && values.activationCode.trim()) {
    const check = checkActivationCode(values.activationCode);
    if (!check.valid) errors.activationCode = check.message;
  }
  return errors;
}

export function firstInvalidField(errors: RegistrationErrors): RegistrationField | undefined {
  return registrationFields.find((field) => errors[field] !== undefined);
}
