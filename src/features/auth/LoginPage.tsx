import { useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { useAuth } from '../../auth/useAuth';
import { formMessage, loginForm } from '../../content/forms';
import { Form } from '../../renderers/form/Form';
import { textOf, type FormValues } from '../../renderers/form/formValues';
import { useForm } from '../../renderers/form/useForm';
import { notImplemented, showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import * as formStyles from './AuthForm.css';
import { AuthErrorLink } from './AuthErrorLink';
import { AuthLayout } from './AuthLayout';
import { errorMessage } from './errorMessage';
import { GoogleSignInButton } from './GoogleSignInButton';
import { LeftoverDataQuestion } from './LeftoverDataQuestion';
import { loginErrors, loginFields } from './loginForm';
import { signInSuccessToast } from './signInSuccessToast';
import { TryWithoutAccountButton } from './TryWithoutAccountButton';
import { routePaths } from '../../content/routePaths';

const text = (key: string): string => formMessage(loginForm, key);

export default function LoginPage() {
  useDocumentMeta(text('title'));
  const { mode, status, signIn } = useAuth();
  const [, navigate] = useLocation();
  const form = useForm({
    fields: loginFields,
    validate: loginErrors,
    errorTiming: loginForm.errorTiming,
  });
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  if (status === 'signedIn') return <Redirect to={routePaths.dashboard} replace />;

  async function signInWith(values: FormValues) {
    if (submitting) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await signIn({ email: textOf(values, 'email').trim(), password: textOf(values, 'password') });
      showToast(signInSuccessToast());
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
          {text('noAccount')}{' '}
          <Link href={routePaths.register} className={formStyles.footerLink}>
            {text('registerLink')}
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
          onClick={() => notImplemented(text('forgotPasswordNotice'))}
        >
          {text('forgotPassword')}
        </button>
        <Button type="submit" size="lg" block disabled={submitting}>
          {submitting ? text('submitting') : text('submit')}
        </Button>
      </Form>
      <p className={formStyles.divider}>{text('or')}</p>
      <GoogleSignInButton />
      <TryWithoutAccountButton />
      <LeftoverDataQuestion />
    </AuthLayout>
  );
}
