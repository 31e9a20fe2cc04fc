import { useState } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../../auth/useAuth';
import { formMessage, loginForm } from '../../content/forms';
import { t } from '../../content/messages';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import { errorMessage } from './errorMessage';
import * as styles from './TryWithoutAccountButton.css';
import { routePaths } from '../../content/routePaths';

/** 'Probar sin registrarte': the spec's demo member, with data of its own (demo mode only). */
export function TryWithoutAccountButton() {
  const { signInAsGuest } = useAuth();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  if (!signInAsGuest) return null;

  async function tryIt(start: () => Promise<unknown>) {
    setBusy(true);
    try {
      await start();
      showToast({
        title: formMessage(loginForm, 'successTitle'),
        description: formMessage(loginForm, 'successDescription'),
      });
      navigate(routePaths.dashboard, { replace: true });
    } catch (error) {
      showToast({
        variant: 'destructive',
        title: formMessage(loginForm, 'errorTitle'),
        description: errorMessage(error, formMessage(loginForm, 'errorFallback')),
      });
      setBusy(false);
    }
  }

  return (
    <Button
      tone="secondary"
      block
      className={styles.button}
      disabled={busy}
      onClick={() => void tryIt(signInAsGuest)}
    >
      {t('auth.tryWithoutAccount')}
    </Button>
  );
}
