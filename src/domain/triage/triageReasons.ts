// The result's "why": the Spanish `reason` of the rule that decided, which the test's content holds,
// or a code the page puts in words (content/messages/triage.json) when no rule's reason can be shown.
import type { TriageRule } from '../../content/types/triage-test';
import type { TriageResult } from './triage';

export type TriageReason =
  | { readonly kind: 'rule'; readonly text: string }
  /** No rule matched (rationale 'default'). */
  | { readonly kind: 'noAlarmSign' }
  /** Only if an editor left a rule without its reason: the rule's note is for editors, in English. */
  | { readonly kind: 'unnamedSign' };

export function triageReasons(
  test: { readonly rules: readonly TriageRule[] },
  result: TriageResult,
): TriageReason[] {
  return result.rationale.map((ruleId): TriageReason => {
    if (ruleId === 'default') return { kind: 'noAlarmSign' };
    const text = test.rules.find((rule) => rule.id === ruleId)?.reason;
    return text === undefined ? { kind: 'unnamedSign' } : { kind: 'rule', text };
  });
}
