// Every Spanish text of the login and registration screens that the spec fixes word for word (§5, §8),
// with the few it leaves open, so the rules and their messages are read in one place.

import { missingCredentialsMessage } from '../../auth/missingCredentialsMessage';

export const loginMessages = {
  missingCredentials: missingCredentialsMessage,
  invalidEmail: 'Introduce un correo electrónico válido.',
  errorTitle: 'Error de inicio de sesión',
  errorFallback: 'Credenciales incorrectas. Inténtalo de nuevo.',
  successTitle: '¡Bienvenido!',
  successDescription: 'Has iniciado sesión correctamente.',
  submit: 'Iniciar sesión',
  submitting: 'Iniciando sesión...',
  forgotPasswordNotice: 'La recuperación de contraseña estará disponible próximamente.',
} as const;

export const registerMessages = {
  nameRequired: 'Introduce tu nombre completo.',
  emailRequired: 'Introduce tu correo electrónico.',
  invalidEmail: 'Introduce un correo electrónico válido.',
  passwordTooShort: 'Mínimo 6 caracteres',
  confirmRequired: 'Confirma tu contraseña.',
  passwordMismatchTitle: 'Error',
  passwordMismatch: 'Las contraseñas no coinciden.',
  errorTitle: 'Error de Registro',
  errorFallback: 'Hubo un problema al crear tu cuenta. Inténtalo de nuevo.',
  checkEmailTitle: '¡Revisa tu correo!',
  checkEmailDescription: 'Hemos enviado un enlace de confirmación a tu correo electrónico.',
  demoSuccessTitle: '¡Registro exitoso!',
  demoSuccessDescription: 'Tu cuenta de demostración ha sido creada.',
  submit: 'Crear cuenta',
  submitting: 'Creando cuenta...',
  codePlaceholder: 'FAM-XXXX o EMP-XXXX',
} as const;

export const googleSignInNotice = 'El inicio de sesión con Google estará disponible próximamente.';

export const MIN_PASSWORD_LENGTH = 6;
