import { t } from '../../content/messages';
import { notImplemented } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';

/** Google sign-in is not built yet (spec §2): the button only shows the shared notice. */
export function GoogleSignInButton() {
  return (
    <Button tone="secondary" block onClick={() => notImplemented(t('auth.googleSignInNotice'))}>
      {t('auth.googleSignIn')}
    </Button>
  );
}
