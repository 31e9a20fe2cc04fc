// The Spanish texts of local accounts (no backend): what the demo back-end says when it refuses a
// sign-in or a registration, and the notices around passwords and data kept apart on this phone.
import { missingCredentialsMessage } from './missingCredentialsMessage';

export const demoAuthMessages = {
  missingCredentials: missingCredentialsMessage,
  wrongPassword: 'Credenciales incorrectas. Inténtalo de nuevo.',
  unknownAccount: 'No hay ninguna cuenta con este correo en este teléfono.',
  unknownAccountLink: 'Crea una cuenta',
  existingAccount: 'Ya existe una cuenta con este correo.',
  existingAccountLink: 'Inicia sesión',
  noSession: 'No hay una sesión activa.',
  passwordSet:
    'Tu cuenta se creó antes de que este teléfono pidiera contraseña: desde ahora, la que acabas de escribir es tu contraseña.',
  leftoverTitle: '¿Estos datos son tuyos?',
  leftoverDescription:
    'En este teléfono hay medicinas, mediciones u otros datos guardados antes de que cada cuenta tuviera los suyos. Si son tuyos, pasan a tu cuenta. Si no, quedan apartados y nadie más los ve hasta que su dueño diga que son suyos.',
  leftoverYes: 'Sí, son míos',
  leftoverNo: 'No son míos',
} as const;

/** Where a refused sign-in or registration can go next. */
export type AuthSuggestion = 'register' | 'signIn';

/** A refusal that comes with a way forward, shown as a link beside the message. */
export class DemoAuthError extends Error {
  readonly suggestion: AuthSuggestion;

  constructor(message: string, suggestion: AuthSuggestion) {
    super(message);
    this.name = 'DemoAuthError';
    this.suggestion = suggestion;
  }
}
