import { useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { useAuth } from '../../auth/useAuth';
import { Form } from '../../renderers/form/Form';
import { textOf, type FormValues } from '../../renderers/form/formValues';
import { useForm } from '../../renderers/form/useForm';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import * as formStyles from './AuthForm.css';
import { AuthErrorLink } from './AuthErrorLink';
import { AuthLayout } from './AuthLayout';
import { loginMessages, registerMessages } from './authMessages';
import { errorMessage } from './errorMessage';
import { GoogleSignInButton } from './GoogleSignInButton';
import { LeftoverDataQuestion } from './LeftoverDataQuestion';
import {
  registrationFields,
  validateRegistration,
  type RegistrationValues,
} from './registrationForm';

const typedRegistration = (values: FormValues): RegistrationValues => ({
  name: textOf(values, 'name'),
  email: textOf(values, 'email'),
  password: textOf(values, 'password'),
  confirmPassword: textOf(values, 'confirmPassword'),
  activationCode: textOf(values, 'activationCode'),
});

export default function RegisterPage() {
  useDocumentMeta('Crear cuenta');
  const { mode, status, signUp } = useAuth();
  const [, navigate] = useLocation();
  // The code check of spec §5 is simulated on the client and only applies with a real backend.
  const form = useForm({
    fields: registrationFields,
    validate: (values) =>
      validateRegistration(typedRegistration(values), { checkActivationCode: mode === 'hosted' }),
  });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  if (status === 'signedIn') return <Redirect to="/dashboard" replace />;

  function sayWhatIsWrong(errors: Readonly<Record<string, string>>) {
    if (errors.confirmPassword === registerMessages.passwordMismatch) {
      showToast({
        variant: 'destructive',
        title: registerMessages.passwordMismatchTitle,
        description: registerMessages.passwordMismatch,
      });
    } else if (errors.activationCode) {
      showToast({
        variant: 'destructive',
        title: registerMessages.errorTitle,
        description: errors.activationCode,
      });
    }
  }

  async function register(typed: FormValues) {
    if (submitting) return;
    const values = typedRegistration(typed);
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
      <Form
        className={formStyles.form}
        idPrefix="register"
        fields={registrationFields}
        form={form}
        header={<AuthErrorLink error={failure} />}
        onSubmit={(outcome) => {
          if (outcome.ok) void register(outcome.values);
          else sayWhatIsWrong(outcome.errors);
        }}
      >
        <Button type="submit" size="lg" block disabled={submitting}>
          {submitting ? registerMessages.submitting : registerMessages.submit}
        </Button>
      </Form>
      <p className={formStyles.divider}>o</p>
      <GoogleSignInButton />
      <LeftoverDataQuestion />
    </AuthLayout>
  );
}
