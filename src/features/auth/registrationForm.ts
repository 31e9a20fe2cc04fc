// The registration form's rules (spec §5): name, e-mail, password (6 or more) and its confirmation are
// required; the family/business code is optional, and checked only when a backend is configured.
// The fields and their messages are content/forms/register.json; the two rules across fields are code.
import { formMessage, registerForm, type FormField } from '../../content/forms';
import { t } from '../../content/messages';
import { checkActivationCode } from '../../domain/membership/activationCode';
import {
  firstInvalidField as firstInvalid,
  validateFields,
} from '../../renderers/form/validateFields';

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

/** The registration form as data, in screen order. */
export const registrationFields: readonly FormField[] = registerForm.fields;

export function validateRegistration(
  values: RegistrationValues,
  options: { readonly checkActivationCode: boolean },
): RegistrationErrors {
  const errors: RegistrationErrors = { ...validateFields(registrationFields, { ...values }) };
  if (!errors.confirmPassword && values.confirmPassword !== values.password) {
    errors.confirmPassword = formMessage(registerForm, 'passwordMismatch');
  }
  if (options.checkActivationCode && values.activationCode.trim()) {
    const check = checkActivationCode(values.activationCode);
    if (!check.valid) errors.activationCode = t('membership.invalidCode');
  }
  return errors;
}

const registrationFieldIds: readonly string[] = registrationFields.map((field) => field.id);

const isRegistrationField = (id: string | undefined): id is RegistrationField =>
  id !== undefined && registrationFieldIds.includes(id);

export function firstInvalidField(errors: RegistrationErrors): RegistrationField | undefined {
  const first = firstInvalid(registrationFields, errors);
  return isRegistrationField(first) ? first : undefined;
}
