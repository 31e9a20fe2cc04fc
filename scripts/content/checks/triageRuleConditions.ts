import type { PathSegment } from '../contentProblem.ts';
import { arrayAt, isRecord, stringAt } from '../../lib/jsonAccess.ts';

export interface TriageRuleCondition {
  readonly ruleId: string;
  readonly path: readonly PathSegment[];
  readonly condition: unknown;
}

/** Every condition and extra condition of a triage test's rules, with where it sits in the file. */
export function triageRuleConditions(test: unknown): TriageRuleCondition[] {
  return arrayAt(test, 'rules').flatMap((rule, index) => {
    if (!isRecord(rule)) return [];
    const ruleId = stringAt(rule, 'id') ?? `#${index}`;
    return (['condition', 'extraCondition'] as const)
      .filter((key) => key in rule)
      .map((key) => ({ ruleId, path: ['rules', index, key], condition: rule[key] }));
  });
}
