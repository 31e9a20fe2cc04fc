import { describe, expect, it } from 'vitest';
import { triageTests } from '../../../../src/content/triage';
import type { TriageRule } from '../../../../src/content/types/triage-test';
import {
  DEFAULT_REASON,
  MISSING_REASON,
  triageReasons,
} from '../../../../src/domain/triage/triageReasons';

describe('the result’s "why"', () => {
  it('is the Spanish reason of the rule that decided', () => {
    const chestPain = triageTests().find((test) => test.id === 'chest_pain');
    if (!chestPain) throw new Error('chest_pain missing');
    expect(triageReasons(chestPain, { level: 'A', rationale: ['a_spo2_90_or_less'] })).toEqual([
      'La oxigenación (SpO2) es de 90 % o menos.',
    ]);
  });

  it('says that no alarm sign matched when no rule did', () => {
    expect(triageReasons({ rules: [] }, { level: 'D', rationale: ['default'] })).toEqual([
      DEFAULT_REASON,
    ]);
  });

  it('never shows an editor’s English note, even for a rule without a reason', () => {
    const rules: TriageRule[] = [
      { id: 'r1', condition: true, action: { level: 'C' }, note: 'Spec §9: else C.' },
    ];
    expect(triageReasons({ rules }, { level: 'C', rationale: ['r1'] })).toEqual([MISSING_REASON]);
  });

  it('exists in Spanish for every rule of every shipped test', () => {
    for (const test of triageTests()) {
      for (const rule of test.rules) {
        expect(rule.reason, `${test.id} › ${rule.id}`).toMatch(/^[A-ZÁÉÍÓÚÑ¿].+\.$/);
        expect(rule.reason).not.toMatch(/\bSpec\b|§/);
      }
    }
  });
});
