import { takeSignInNotice } from '../../auth/demoSignInNotice';
import { formMessage, loginForm } from '../../content/forms';
import type { ToastInput } from '../../state/toasts';

/** '¡Bienvenido!', plus what the sign-in changed (the first password of an older account), if any. */
export function signInSuccessToast(): ToastInput {
  const notice = takeSignInNotice();
  const title = formMessage(loginForm, 'successTitle');
  const description = formMessage(loginForm, 'successDescription');
  if (!notice) return { title, description };
  return {
    title,
    description: `${description} ${notice}`,
    // Long enough to read a second sentence.
    durationMs: 12_000,
  };
}
