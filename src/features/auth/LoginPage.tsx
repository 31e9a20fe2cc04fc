import { useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { useAuth } from '../../auth/useAuth';
import { Form } from '../../renderers/form/Form';
import { textOf, type FormValues } from '../../renderers/form/formValues';
import { useForm } from '../../renderers/form/useForm';
import { notImplemented, showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import * as formStyles from './AuthForm.css';
import { AuthErrorLink } from './AuthErrorLink';
import { AuthLayout } from './AuthLayout';
import { loginMessages } from './authMessages';
import { errorMessage } from './errorMessage';
import { GoogleSignInButton } from './GoogleSignInButton';
import { LeftoverDataQuestion } from './LeftoverDataQuestion';
import { loginErrors, loginFields } from './loginForm';
import { signInSuccessToast } from './signInSuccessToast';
import { TryWithoutAccountButton } from './TryWithoutAccountButton';

export default function LoginPage() {
  useDocumentMeta('Iniciar sesión');
  const { mode, status, signIn } = useAuth();
  const [, navigate] = useLocation();
  const form = useForm({ fields: loginFields, validate: loginErrors });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  if (status === 'signedIn') return <Redirect to="/dashboard" replace />;

  async function signInWith(values: FormValues) {
    if (submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await signIn({ email: textOf(values, 'email').trim(), password: textOf(values, 'password') });
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
      <Form
        className={formStyles.form}
        idPrefix="login"
        fields={loginFields}
        form={form}
        errorDisplay="summary"
        header={<AuthErrorLink error={failure} />}
        onSubmit={(outcome) => {
          if (outcome.ok) void signInWith(outcome.values);
        }}
      >
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
      </Form>
      <p className={formStyles.divider}>o</p>
      <GoogleSignInButton />
      <TryWithoutAccountButton />
      <LeftoverDataQuestion />
    </AuthLayout>
  );
}
