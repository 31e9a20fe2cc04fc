// The breathing guide names each phase of the domain's pattern in the words of
// content/messages/wellness.json (spec §4).
import { describe, expect, it } from 'vitest';
import type { BreathingPhaseKey } from '../../../../src/domain/wellness/breathing';
import {
  breathingPhaseLabel,
  phaseKindOf,
} from '../../../../src/features/wellness/breathingPhaseLabels';

const expected: Readonly<Record<BreathingPhaseKey, string>> = {
  inhale: 'Inhala',
  hold1: 'Sostén el aire',
  inhale2: 'Inhala un poco más',
  hold3: 'Pausa',
  exhale: 'Exhala',
  hold2: 'Sostén sin aire',
};

describe('breathingPhaseLabel', () => {
  it.each(Object.entries(expected))('names the phase %s "%s"', (key, words) => {
    expect(breathingPhaseLabel(key as BreathingPhaseKey)).toBe(words);
  });

  it('gives the circle the colour of filling, holding or emptying the lungs', () => {
    expect(phaseKindOf('inhale2')).toBe('inhale');
    expect(phaseKindOf('hold3')).toBe('hold');
    expect(phaseKindOf('exhale')).toBe('exhale');
  });
});
