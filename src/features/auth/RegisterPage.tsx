import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { useDocumentMeta } from '../../app/useDocumentMeta';
import { useAuth } from '../../auth/useAuth';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import * as formStyles from './AuthForm.css';
import { AuthErrorLink } from './AuthErrorLink';
import { AuthField } from './AuthField';
import { AuthLayout } from './AuthLayout';
import { loginMessages, MIN_PASSWORD_LENGTH, registerMessages } from './authMessages';
import { errorMessage } from './errorMessage';
import { focusField } from './focusField';
import { GoogleSignInButton } from './GoogleSignInButton';
import { LeftoverDataQuestion } from './LeftoverDataQuestion';
import { PasswordField } from './PasswordField';
import {
  firstInvalidField,
  validateRegistration,
  type RegistrationErrors,
  type RegistrationField,
  type RegistrationValues,
} from './registrationForm';

const emptyForm: RegistrationValues = {
  name: '',
  email: '',
  password: '',
  confirmPassword: '',
  activationCode: '',
};

/** Upper-cases the code as it is typed without sending the caret to the end of the input. */
function upperCaseInPlace(input: HTMLInputElement): string {
  const { selectionStart, selectionEnd } = input;
  const upper = input.value.toUpperCase();
  if (upper !== input.value) {
    input.value = upper;
    if (selectionStart !== null && selectionEnd !== null) {
      input.setSelectionRange(selectionStart, selectionEnd);
    }
  }
  return upper;
}

export default function RegisterPage() {
  useDocumentMeta('Crear cuenta');
  const { mode, status, signUp } = useAuth();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<RegistrationValues>(emptyForm);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  if (status === 'signedIn') return <Redirect to="/dashboard" replace />;

  const update =
    (field: RegistrationField) =>
    (event: ChangeEvent<HTMLInputElement>): void => {
      const value =
        field === 'activationCode' ? upperCaseInPlace(event.target) : event.target.value;
      setValues((current) => ({ ...current, [field]: value }));
    };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // The code check of spec §5 is simulated on the client and only applies with a real backend.
    const found = validateRegistration(values, { checkActivationCode: mode === 'hosted' });
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      focusField(event.currentTarget, first);
      if (found.confirmPassword === registerMessages.passwordMismatch) {
        showToast({
          variant: 'destructive',
          title: registerMessages.passwordMismatchTitle,
          description: registerMessages.passwordMismatch,
        });
      } else if (found.activationCode) {
        showToast({
          variant: 'destructive',
          title: registerMessages.errorTitle,
          description: found.activationCode,
        });
      }
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      const code = values.activationCode.trim();
      const result = await signUp({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        ...(code ? { activationCode: code } : {}),
      });
      if (result.needsEmailConfirmation) {
        showToast({
          title: registerMessages.checkEmailTitle,
          description: registerMessages.checkEmailDescription,
        });
        navigate('/login', { replace: true });
        return;
      }
      showToast(
        mode === 'demo'
          ? {
              title: registerMessages.demoSuccessTitle,
              description: registerMessages.demoSuccessDescription,
            }
          : { title: loginMessages.successTitle, description: loginMessages.successDescription },
      );
      navigate('/dashboard', { replace: true });
    } catch (error) {
      showToast({
        variant: 'destructive',
        title: registerMessages.errorTitle,
        description: errorMessage(error, registerMessages.errorFallback),
      });
      setFailure(error);
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout
      title="Crear cuenta"
      subtitle="Regístrate para activar tu membresía Vita365."
      demo={mode === 'demo'}
      footer={
        <>
          ¿Ya tienes cuenta?{' '}
          <Link href="/login" className={formStyles.footerLink}>
            Inicia sesión
          </Link>
        </>
      }
    >
      <form className={formStyles.form} noValidate onSubmit={handleSubmit}>
        <AuthErrorLink error={failure} />
        <AuthField
          name="name"
          id="register-name"
          label="Nombre completo"
          autoComplete="name"
          required
          value={values.name}
          onChange={update('name')}
          error={errors.name}
        />
        <AuthField
          name="email"
          id="register-email"
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          onChange={update('email')}
          error={errors.email}
        />
        <PasswordField
          name="password"
          id="register-password"
          label="Contraseña"
          toggleLabel="Mostrar contraseña"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          hint={registerMessages.passwordTooShort}
          value={values.password}
          onChange={update('password')}
          error={errors.password}
        />
        <PasswordField
          name="confirmPassword"
          id="register-confirm-password"
          label="Confirmar contraseña"
          toggleLabel="Mostrar confirmación de contraseña"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={update('confirmPassword')}
          error={errors.confirmPassword}
        />
        <AuthField
          name="activationCode"
          id="register-code"
          label="Código familiar o empresarial (opcional)"
          placeholder={registerMessages.codePlaceholder}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={values.activationCode}
          onChange={update('activationCode')}
          error={errors.activationCode}
        />
        <Button type="submit" size="lg" block disabled={submitting}>
          {submitting ? registerMessages.submitting : registerMessages.submit}
        </Button>
      </form>
      <p className={formStyles.divider}>o</p>
      <GoogleSignInButton />
      <LeftoverDataQuestion />
    </AuthLayout>
  );
}
