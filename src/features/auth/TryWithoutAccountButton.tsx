import { useState } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../../auth/useAuth';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import { loginMessages } from './authMessages';
import { errorMessage } from './errorMessage';
import * as styles from './TryWithoutAccountButton.css';

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
        title: loginMessages.successTitle,
        description: loginMessages.successDescription,
      });
      navigate('/dashboard', { replace: true });
    } catch (error) {
      showToast({
        variant: 'destructive',
        title: loginMessages.errorTitle,
        description: errorMessage(error, loginMessages.errorFallback),
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
      Probar sin registrarte
    </Button>
  );
}
