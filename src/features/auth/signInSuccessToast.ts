import { takeSignInNotice } from '../../auth/demoSignInNotice';
import type { ToastInput } from '../../state/toasts';
import { loginMessages } from './authMessages';

/** '¡Bienvenido!', plus what the sign-in changed (the first password of an older account), if any. */
export function signInSuccessToast(): ToastInput {
  const notice = takeSignInNotice();
  if (!notice) {
    return { title: loginMessages.successTitle, description: loginMessages.successDescription };
  }
  return {
    title: loginMessages.successTitle,
    description: `${loginMessages.successDescription} ${notice}`,
    // Long enough to read a second sentence.
    durationMs: 12_000,
  };
}
