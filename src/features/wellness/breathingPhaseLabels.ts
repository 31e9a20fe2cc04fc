import type { BreathingPhaseKey } from '../../domain/wellness/breathing';
import { t } from '../../content/messages';

/** What the guide tells the member to do in each phase. */
export function breathingPhaseLabel(key: BreathingPhaseKey): string {
  const labels: Readonly<Record<BreathingPhaseKey, string>> = {
    inhale: t('wellness.breathingInhale'),
    hold1: t('wellness.breathingHoldFull'),
    inhale2: t('wellness.breathingInhaleMore'),
    hold3: t('wellness.breathingPause'),
    exhale: t('wellness.breathingExhale'),
    hold2: t('wellness.breathingHoldEmpty'),
  };
  return labels[key];
}

/** The colour family of a phase: filling, holding or emptying the lungs. */
export function phaseKindOf(key: BreathingPhaseKey): 'inhale' | 'hold' | 'exhale' {
  if (key === 'inhale' || key === 'inhale2') return 'inhale';
  return key === 'exhale' ? 'exhale' : 'hold';
}
