// The result's "why" in the member's words: the Spanish `reason` of the rule that decided.
import type { TriageRule } from '../../content/types/triage-test';
import type { TriageResult } from './triage';

/** Shown when no rule matched (rationale 'default'). */
export const DEFAULT_REASON =
  'Ninguna de tus respuestas coincide con una señal de alarma de este test.';

/** Only if an editor left a rule without its reason: the rule's note is for editors, in English. */
export const MISSING_REASON = 'Tus respuestas coinciden con una señal que este test vigila.';

export function triageReasons(
  test: { readonly rules: readonly TriageRule[] },
  result: TriageResult,
): string[] {
  return result.rationale.map((ruleId) => {
    if (ruleId === 'default') return DEFAULT_REASON;
    return test.rules.find((rule) => rule.id === ruleId)?.reason ?? MISSING_REASON;
  });
}
