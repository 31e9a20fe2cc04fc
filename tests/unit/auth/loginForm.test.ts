import { describe, expect, it } from 'vitest';
import { validateLogin } from '../../../src/features/auth/loginForm';

describe('validateLogin', () => {
  it.each([
    [{ email: '', password: '' }, ['email', 'password']],
    [{ email: '   ', password: 'secreto' }, ['email']],
    [{ email: 'ana@example.com', password: '' }, ['password']],
  ])('asks for e-mail and password when one is missing (%j)', (values, fields) => {
    expect(validateLogin(values)).toEqual({
      message: 'Por favor, introduce email y contraseña.',
      fields,
    });
  });

  it('refuses something that is not an e-mail address', () => {
    expect(validateLogin({ email: 'ana.example.com', password: 'secreto' })).toEqual({
      message: 'Introduce un correo electrónico válido.',
      fields: ['email'],
    });
  });

  it('lets a complete form through, whatever the password length (the server judges it)', () => {
    expect(validateLogin({ email: ' ana@example.com ', password: '1' })).toBeNull();
  });
});
