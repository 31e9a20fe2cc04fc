import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../../auth/useAuth';
import { t } from '../../content/messages';
import { showToast } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import { routePaths } from '../../content/routePaths';

/**
 * Signs the member out and goes to /login. The session on this device is cleared even when the server
 * cannot be told, so a failure only earns a notice, never a member stuck signed in. In hosted mode,
 * changes that could not reach the server are never thrown away without asking.
 */
export function SignOutButton() {
  const { signOut } = useAuth();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [askUnsynced, setAskUnsynced] = useState(false);

  async function signOutNow(discardUnsynced: boolean) {
    setBusy(true);
    try {
      if ((await signOut({ discardUnsynced })) === 'unsynced') {
        setBusy(false);
        setAskUnsynced(true);
        return;
      }
    } catch {
      showToast({
        title: t('profile.signedOutHereTitle'),
        description: t('profile.signedOutHere'),
      });
    }
    navigate(routePaths.login, { replace: true });
  }

  return (
    <>
      <Button tone="secondary" block onClick={() => void signOutNow(false)} disabled={busy}>
        <LogOut aria-hidden="true" size={20} />
        {busy ? t('profile.signingOut') : t('profile.signOut')}
      </Button>
      <ConfirmDialog
        open={askUnsynced}
        onOpenChange={setAskUnsynced}
        title={t('sync.unsyncedTitle')}
        description={t('sync.unsyncedDescription')}
        cancelLabel={t('sync.unsyncedStay')}
        confirmLabel={t('sync.unsyncedLeave')}
        onConfirm={() => void signOutNow(true)}
      />
    </>
  );
}
