import { notImplemented } from '../../state/toasts';
import { Button } from '../../ui/Button/Button';
import { googleSignInNotice } from './authMessages';

/** Google sign-in is not built yet (spec §2): the button only shows the shared notice. */
export function GoogleSignInButton() {
  return (
    <Button tone="secondary" block onClick={() => notImplemented(googleSignInNotice)}>
      Continuar con Google
    </Button>
  );
}
