// The registration form's rules (spec §5): name, e-mail, password (6 or more) and its confirmation are
// required; the family/business code is optional, and checked only when a backend is configured.
// The fields and their messages are data for the form layer; the two rules across fields are code.
import type { FormField } from '../../content/types/form';
import { checkActivationCode } from '../../domain/membership/activationCode';
import {
  firstInvalidField as firstInvalid,
  validateFields,
} from '../../renderers/form/validateFields';
import { MIN_PASSWORD_LENGTH, registerMessages } from './authMessages';
import { EMAIL_PATTERN } from './emailAddress';

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
export const registrationFields: readonly FormField[] = [
  {
    id: 'name',
    kind: 'text',
    label: 'Nombre completo',
    autoComplete: 'name',
    required: true,
    messages: { required: registerMessages.nameRequired },
  },
  {
    id: 'email',
    kind: 'email',
    label: 'Correo electrónico',
    autoComplete: 'email',
    inputMode: 'email',
    required: true,
    pattern: EMAIL_PATTERN,
    messages: { required: registerMessages.emailRequired, pattern: registerMessages.invalidEmail },
  },
  {
    id: 'password',
    kind: 'password',
    label: 'Contraseña',
    toggleLabel: 'Mostrar contraseña',
    autoComplete: 'new-password',
    hint: registerMessages.passwordTooShort,
    required: true,
    minLength: MIN_PASSWORD_LENGTH,
    messages: {
      required: registerMessages.passwordTooShort,
      length: registerMessages.passwordTooShort,
    },
  },
  {
    id: 'confirmPassword',
    kind: 'password',
    label: 'Confirmar contraseña',
    toggleLabel: 'Mostrar confirmación de contraseña',
    autoComplete: 'new-password',
    required: true,
    messages: { required: registerMessages.confirmRequired },
  },
  {
    id: 'activationCode',
    kind: 'text',
    label: 'Código familiar o empresarial (opcional)',
    placeholder: registerMessages.codePlaceholder,
    autoComplete: 'off',
    transform: 'uppercase',
  },
];

export function validateRegistration(
  values: RegistrationValues,
  options: { readonly checkActivationCode: boolean },
): RegistrationErrors {
  const errors: RegistrationErrors = { ...validateFields(registrationFields, { ...values }) };
  if (!errors.confirmPassword && values.confirmPassword !== values.password) {
    errors.confirmPassword = registerMessages.passwordMismatch;
  }
  if (options.checkActivationCode && values.activationCode.trim()) {
    const check = checkActivationCode(values.activationCode);
    if (!check.valid) errors.activationCode = check.message;
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
