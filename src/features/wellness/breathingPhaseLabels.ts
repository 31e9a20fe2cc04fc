import type { BreathingPhaseKey } from '../../domain/wellness/breathing';

/** What the guide tells the member to do in each phase. */
export const breathingPhaseLabels: Readonly<Record<BreathingPhaseKey, string>> = {
  inhale: 'Inhala',
  hold1: 'Sostén el aire',
  inhale2: 'Inhala un poco más',
  hold3: 'Pausa',
  exhale: 'Exhala',
  hold2: 'Sostén sin aire',
};

/** The colour family of a phase: filling, holding or emptying the lungs. */
export function phaseKindOf(key: BreathingPhaseKey): 'inhale' | 'hold' | 'exhale' {
  if (key === 'inhale' || key === 'inhale2') return 'inhale';
  return key === 'exhale' ? 'exhale' : 'hold';
}
