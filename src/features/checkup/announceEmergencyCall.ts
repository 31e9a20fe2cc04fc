import { contact } from '../../content/contact';
import { t } from '../../content/messages';
import { showToast } from '../../state/toasts';

/** Spec §9: the emergency toast lasts 5 s. */
export const EMERGENCY_TOAST_MS = 5000;

/**
 * Shown as the dialer opens: on a phone it confirms the call; on a computer, where tel: links often
 * do nothing, it tells the member what to dial.
 */
export function announceEmergencyCall(): void {
  const number = contact.emergency.display;
  showToast({
    title: t('triage.callingEmergency', { number }),
    description: t('triage.callingEmergencyHint', { number }),
    durationMs: EMERGENCY_TOAST_MS,
  });
}
