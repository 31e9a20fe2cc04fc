import { useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { useAuth } from '../../auth/useAuth';
import { formMessage, loginForm, registerForm } from '../../content/forms';
import { Form } from '../../renderers/form/Form';
import { textOf, type FormValues } from '../../renderers/form/formValues';
import { useForm } from '../../renderers/form/useForm';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import * as formStyles from './AuthForm.css';
import { AuthErrorLink } from './AuthErrorLink';
import { AuthLayout } from './AuthLayout';
import { errorMessage } from './errorMessage';
import { GoogleSignInButton } from './GoogleSignInButton';
import { LeftoverDataQuestion } from './LeftoverDataQuestion';
import {
  registrationFields,
  validateRegistration,
  type RegistrationValues,
} from './registrationForm';
import { routePaths } from '../../content/routePaths';

const typedRegistration = (values: FormValues): RegistrationValues => ({
  name: textOf(values, 'name'),
  email: textOf(values, 'email'),
  password: textOf(values, 'password'),
  confirmPassword: textOf(values, 'confirmPassword'),
  activationCode: textOf(values, 'activationCode'),
});

const text = (key: string): string => formMessage(registerForm, key);

export default function RegisterPage() {
  useDocumentMeta(text('title'));
  const { mode, status, signUp } = useAuth();
  const [, navigate] = useLocation();
  // The code check of spec §5 is simulated on the client and only applies with a real backend.
  const form = useForm({
    fields: registrationFields,
    errorTiming: registerForm.errorTiming,
    validate: (values) =>
      validateRegistration(typedRegistration(values), { checkActivationCode: mode === 'hosted' }),
  });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  if (status === 'signedIn') return <Redirect to={routePaths.dashboard} replace />;

  function sayWhatIsWrong(errors: Readonly<Record<string, string>>) {
    if (errors.confirmPassword === text('passwordMismatch')) {
      showToast({
        variant: 'destructive',
        title: text('passwordMismatchTitle'),
        description: text('passwordMismatch'),
      });
    } else if (errors.activationCode) {
      showToast({
        variant: 'destructive',
        title: text('errorTitle'),
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
          title: text('checkEmailTitle'),
          description: text('checkEmailDescription'),
        });
        navigate(routePaths.login, { replace: true });
        return;
      }
      showToast(
        mode === 'demo'
          ? {
              title: text('demoSuccessTitle'),
              description: text('demoSuccessDescription'),
            }
          : {
              title: formMessage(loginForm, 'successTitle'),
              description: formMessage(loginForm, 'successDescription'),
            },
      );
      navigate(routePaths.dashboard, { replace: true });
    } catch (error) {
      showToast({
        variant: 'destructive',
        title: text('errorTitle'),
        description: errorMessage(error, text('errorFallback')),
      });
      setFailure(error);
      setSubmitting(false);
    }
  }

  return (
    <AuthLayout
      title={text('title')}
      subtitle={text('subtitle')}
      demo={mode === 'demo'}
      footer={
        <>
          {text('haveAccount')}{' '}
          <Link href={routePaths.login} className={formStyles.footerLink}>
            {text('loginLink')}
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
          {submitting ? text('submitting') : text('submit')}
        </Button>
      </Form>
      <p className={formStyles.divider}>{text('or')}</p>
      <GoogleSignInButton />
      <LeftoverDataQuestion />
    </AuthLayout>
  );
}
