// Why a triage test gave its level, rule by rule, for clinical editors (`npm run triage --
// --explain`): each rule in order, whether it matched, and for a rule that did not, which parts of
// its condition were false or unanswered. Parts are checked with the engine's own guarded
// evaluation, so the explanation can never disagree with the result.
import type { TriageLevelId, TriageTest } from '../../content/types/triage-test';
import {
  conditionHolds,
  evaluateTriage,
  isAnswered,
  type TriageAnswers,
  type TriageResult,
} from './triage';
import {
  asOperation,
  describeAnswer,
  describeCondition,
  fieldsById,
  fieldsRead,
  isComparison,
  scoreHeading,
  scoreItems,
  type TriageFieldsById,
} from './triageConditionText';

/** holds; fails with every question it reads answered; blank: fails with one left blank. */
export type TriageCheckVerdict = 'holds' | 'fails' | 'blank' | 'error';

export interface TriageAnswerShown {
  readonly fieldId: string;
  readonly label: string;
  /** A blank yes/no reads as "no". */
  readonly isYesNo: boolean;
  /** The answer in words ("94 %", "sí"); undefined when left blank. */
  readonly value: string | undefined;
}

export interface TriageConditionCheck {
  /** all: every part must hold (and); any: one part (or); score: points added up; leaf: one test. */
  readonly kind: 'all' | 'any' | 'score' | 'leaf';
  /** The part in Spanish words; for a score, its threshold ("al menos 2 de estos puntos"). */
  readonly text: string;
  readonly verdict: TriageCheckVerdict;
  /** The answers a leaf reads. */
  readonly answers: readonly TriageAnswerShown[];
  readonly parts: readonly TriageConditionCheck[];
  /** A score's points. */
  readonly total?: number;
}

export interface TriageRuleExplanation {
  readonly ruleId: string;
  readonly level: TriageLevelId;
  readonly matched: boolean;
  /** True for the rule that gave the result. */
  readonly decided: boolean;
  /** The condition, then the extra condition if the rule has one. */
  readonly checks: readonly TriageConditionCheck[];
}

export interface TriageUnansweredField {
  readonly fieldId: string;
  readonly label: string;
}

export interface TriageExplanation {
  readonly result: TriageResult;
  readonly rules: readonly TriageRuleExplanation[];
  /** The test's questions left blank, in screen order. */
  readonly unanswered: readonly TriageUnansweredField[];
  /** How many of the test's questions have an answer. */
  readonly answeredCount: number;
}

type ExplainedTest = Pick<TriageTest, 'id' | 'rules' | 'fields'>;

function verdictOf(node: unknown, answers: TriageAnswers): TriageCheckVerdict {
  try {
    if (conditionHolds(node, answers)) return 'holds';
  } catch {
    return 'error';
  }
  return fieldsRead(node).some((fieldId) => !isAnswered(answers, fieldId)) ? 'blank' : 'fails';
}

function answersShown(
  node: unknown,
  answers: TriageAnswers,
  fields: TriageFieldsById,
): TriageAnswerShown[] {
  return fieldsRead(node).map((fieldId) => {
    const field = fields.get(fieldId);
    return {
      fieldId,
      label: field?.label ?? fieldId,
      isYesNo: field?.type === 'bool',
      value: isAnswered(answers, fieldId) ? describeAnswer(field, answers[fieldId]) : undefined,
    };
  });
}

function check(
  node: unknown,
  answers: TriageAnswers,
  fields: TriageFieldsById,
): TriageConditionCheck {
  const verdict = verdictOf(node, answers);
  const operation = asOperation(node);
  const operator = operation?.operator;
  if (operation !== undefined && (operator === 'and' || operator === 'or')) {
    const parts = operation.args.map((arg) => check(arg, answers, fields));
    const kind = operator === 'and' ? 'all' : 'any';
    return { kind, text: describeCondition(node, fields), verdict, answers: [], parts };
  }
  const heading =
    operation !== undefined && isComparison(operation.operator)
      ? scoreHeading(operation)
      : undefined;
  const items = scoreItems(asOperation(operation?.args[0])?.args ?? []);
  if (heading !== undefined && items !== undefined) {
    const parts = items.map((item) => check(item, answers, fields));
    const total = parts.filter((part) => part.verdict === 'holds').length;
    // A score never waits for a blank item: it only loses that item's point.
    const scored = verdict === 'blank' ? 'fails' : verdict;
    return { kind: 'score', text: heading, verdict: scored, answers: [], parts, total };
  }
  return {
    kind: 'leaf',
    text: describeCondition(node, fields),
    verdict,
    answers: answersShown(node, answers, fields),
    parts: [],
  };
}

/** The test's result and, for every rule in order, whether and why it matched or not. */
export function explainTriage(test: ExplainedTest, answers: TriageAnswers): TriageExplanation {
  const fields = fieldsById(test.fields);
  const result = evaluateTriage(test, answers, () => undefined);
  const [decidingRule] = result.rationale;
  const rules = test.rules.map((rule): TriageRuleExplanation => {
    const conditions =
      rule.extraCondition === undefined ? [rule.condition] : [rule.condition, rule.extraCondition];
    const checks = conditions.map((condition) => check(condition, answers, fields));
    return {
      ruleId: rule.id,
      level: rule.action.level,
      matched: checks.every((part) => part.verdict === 'holds'),
      decided: rule.id === decidingRule,
      checks,
    };
  });
  const unanswered = test.fields
    .filter((field) => !isAnswered(answers, field.id))
    .map((field) => ({ fieldId: field.id, label: field.label }));
  const answeredCount = test.fields.length - unanswered.length;
  return { result, rules, unanswered, answeredCount };
}
