import { describe, expect, it } from 'vitest';
import {
  firstInvalidField,
  validateRegistration,
  type RegistrationValues,
} from '../../../src/features/auth/registrationForm';

const complete: RegistrationValues = {
  name: 'María José Pérez',
  email: 'maria@example.com',
  password: 'secreto',
  confirmPassword: 'secreto',
  activationCode: '',
};

const demo = { checkActivationCode: false };
const hosted = { checkActivationCode: true };

describe('validateRegistration', () => {
  it('accepts a complete form with an empty, optional code', () => {
    expect(validateRegistration(complete, hosted)).toEqual({});
  });

  it('requires every field but the code, first error first', () => {
    const errors = validateRegistration(
      { name: ' ', email: '', password: '', confirmPassword: '', activationCode: '' },
      demo,
    );
    expect(errors).toEqual({
      name: 'Introduce tu nombre completo.',
      email: 'Introduce tu correo electrónico.',
      password: 'Mínimo 6 caracteres',
      confirmPassword: 'Confirma tu contraseña.',
    });
    expect(firstInvalidField(errors)).toBe('name');
  });

  it.each([
    ['12345', { password: 'Mínimo 6 caracteres' }],
    ['123456', {}],
  ])('measures the password %j against the 6-character minimum', (password, expected) => {
    expect(
      validateRegistration({ ...complete, password, confirmPassword: password }, demo),
    ).toEqual(expected);
  });

  it('refuses a confirmation that does not match', () => {
    expect(validateRegistration({ ...complete, confirmPassword: 'secretO' }, demo)).toEqual({
      confirmPassword: 'Las contraseñas no coinciden.',
    });
  });

  it('checks the code only when a backend is configured', () => {
    const withCode = { ...complete, activationCode: 'ABC-123' };
    expect(validateRegistration(withCode, demo)).toEqual({});
    expect(validateRegistration(withCode, hosted)).toEqual({
      activationCode: 'El código ingresado no es válido o ha expirado.',
    });
    expect(validateRegistration({ ...complete, activationCode: 'emp-acme' }, hosted)).toEqual({});
  });

  it('refuses a malformed e-mail address', () => {
    expect(validateRegistration({ ...complete, email: 'maria@' }, demo)).toEqual({
      email: 'Introduce un correo electrónico válido.',
    });
  });
});
