import { useState, type FormEvent } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { useDocumentMeta } from '../../app/useDocumentMeta';
import { useAuth } from '../../auth/useAuth';
import { notImplemented, showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import * as formStyles from './AuthForm.css';
import { AuthErrorLink } from './AuthErrorLink';
import { AuthField } from './AuthField';
import { AuthLayout } from './AuthLayout';
import { loginMessages } from './authMessages';
import { errorMessage } from './errorMessage';
import { GoogleSignInButton } from './GoogleSignInButton';
import { focusField } from './focusField';
import { LeftoverDataQuestion } from './LeftoverDataQuestion';
import { validateLogin, type LoginField, type LoginProblem } from './loginForm';
import { PasswordField } from './PasswordField';
import { signInSuccessToast } from './signInSuccessToast';
import { TryWithoutAccountButton } from './TryWithoutAccountButton';

const FORM_ERROR_ID = 'login-error';

export default function LoginPage() {
  useDocumentMeta('Iniciar sesión');
  const { mode, status, signIn } = useAuth();
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  if (status === 'signedIn') return <Redirect to="/dashboard" replace />;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validateLogin({ email, password });
    setProblem(found);
    if (found) {
      const first = found.fields[0];
      if (first) focusField(event.currentTarget, first);
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      await signIn({ email: email.trim(), password });
      showToast(signInSuccessToast());
      navigate('/dashboard', { replace: true });
    } catch (error) {
      showToast({
        variant: 'destructive',
        title: loginMessages.errorTitle,
        description: errorMessage(error, loginMessages.errorFallback),
      });
      setFailure(error);
      setSubmitting(false);
    }
  }

  const isInvalid = (field: LoginField): boolean => problem?.fields.includes(field) ?? false;
  const describedBy = (field: LoginField): string | undefined =>
    isInvalid(field) ? FORM_ERROR_ID : undefined;

  return (
    <AuthLayout
      title="Iniciar sesión"
      subtitle="Accede a tu membresía y a tus servicios de asistencia."
      demo={mode === 'demo'}
      footer={
        <>
          ¿No tienes cuenta?{' '}
          <Link href="/register" className={formStyles.footerLink}>
            Regístrate
          </Link>
        </>
      }
    >
      <form className={formStyles.form} noValidate onSubmit={handleSubmit}>
        {problem && (
          <p id={FORM_ERROR_ID} className={formStyles.formError} role="alert">
            {problem.message}
          </p>
        )}
        <AuthErrorLink error={failure} />
        <AuthField
          name="email"
          id="login-email"
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          invalid={isInvalid('email')}
          describedBy={describedBy('email')}
        />
        <PasswordField
          name="password"
          id="login-password"
          label="Contraseña"
          toggleLabel="Mostrar contraseña"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          invalid={isInvalid('password')}
          describedBy={describedBy('password')}
        />
        <button
          type="button"
          className={formStyles.textButton}
          onClick={() => notImplemented(loginMessages.forgotPasswordNotice)}
        >
          ¿Olvidaste tu contraseña?
        </button>
        <Button type="submit" size="lg" block disabled={submitting}>
          {submitting ? loginMessages.submitting : loginMessages.submit}
        </Button>
      </form>
      <p className={formStyles.divider}>o</p>
      <GoogleSignInButton />
      <TryWithoutAccountButton />
      <LeftoverDataQuestion />
    </AuthLayout>
  );
}
