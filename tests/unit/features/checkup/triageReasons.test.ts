import { describe, expect, it } from 'vitest';
import { triageTests } from '../../../../src/content/triage';
import type { TriageRule } from '../../../../src/content/types/triage-test';
import { triageReasons } from '../../../../src/domain/triage/triageReasons';
import { triageReasonText } from '../../../../src/features/checkup/triageReasonText';

describe('the result’s "why"', () => {
  it('is the Spanish reason of the rule that decided', () => {
    const chestPain = triageTests().find((test) => test.id === 'chest_pain');
    if (!chestPain) throw new Error('chest_pain missing');
    const reasons = triageReasons(chestPain, { level: 'A', rationale: ['a_spo2_90_or_less'] });
    expect(reasons.map(triageReasonText)).toEqual(['La oxigenación (SpO2) es de 90 % o menos.']);
  });

  it('says that no alarm sign matched when no rule did', () => {
    const reasons = triageReasons({ rules: [] }, { level: 'D', rationale: ['default'] });
    expect(reasons).toEqual([{ kind: 'noAlarmSign' }]);
    expect(reasons.map(triageReasonText)).toEqual([
      'Ninguna de tus respuestas coincide con una señal de alarma de este test.',
    ]);
  });

  it('never shows an editor’s English note, even for a rule without a reason', () => {
    const rules: TriageRule[] = [
      { id: 'r1', condition: true, action: { level: 'C' }, note: 'Spec §9: else C.' },
    ];
    const reasons = triageReasons({ rules }, { level: 'C', rationale: ['r1'] });
    expect(reasons).toEqual([{ kind: 'unnamedSign' }]);
    expect(reasons.map(triageReasonText)).toEqual([
      'Tus respuestas coinciden con una señal que este test vigila.',
    ]);
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
