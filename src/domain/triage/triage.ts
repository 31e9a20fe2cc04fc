// Evaluates one triage test against a member's answers (spec §4 "Triage levels", triage contract).
//
// Conventions this module relies on:
// - Rules run in file order; the first whose condition (and extra condition, if any) is truthy
//   decides: `{level, rationale: [ruleId]}`. No match: `{level: 'D', rationale: ['default']}`.
// - A condition that throws is reported to the logger and counts as false, so one broken rule can
//   never hide the rules after it.
// - A blank field is absent (or null). Every comparison that computes with a blank field is false
//   (see triageGuard.ts), so an unanswered SpO2 never satisfies `spo2 <= 90`. A blank yes/no reads as
//   "no"; for `invertMeaning` fields (yes is the safe answer) that is the side of danger.
// - The test arrives as plain data; loading content is the caller's job.
import jsonLogic, { type RulesLogic } from 'json-logic-js';
import type { TriageLevelId, TriageTest } from '../../content/types/triage-test';
import { triageGuard } from './triageGuard.ts';

export type { TriageLevelId };

/** One answer: yes/no, a number, or a choice's option id. */
export type TriageAnswerValue = boolean | number | string;

/** Answers by field id; a blank field is absent or null. */
export type TriageAnswers = Readonly<Record<string, TriageAnswerValue | null | undefined>>;

export interface TriageResult {
  readonly level: TriageLevelId;
  /** The id of the rule that decided, or 'default'. */
  readonly rationale: readonly string[];
}

/** Receives rules that failed to evaluate; they have already been counted as false. */
export type TriageLogger = (message: string, error: unknown) => void;

export type TriageTestRules = Pick<TriageTest, 'id' | 'rules'>;

const consoleLogger: TriageLogger = (message, error) => {
  console.error(message, error);
};

export function isAnswered(answers: TriageAnswers, fieldId: string): boolean {
  if (!Object.hasOwn(answers, fieldId)) return false;
  const value = answers[fieldId];
  return value !== undefined && value !== null;
}

/** Whether at least one field has an answer; an empty form is not evaluated on screen (issue 26). */
export function hasAnyAnswer(answers: TriageAnswers): boolean {
  return Object.keys(answers).some((fieldId) => isAnswered(answers, fieldId));
}

/** Whether a condition holds for the answers, with the blank guard; may throw on broken logic. */
export function conditionHolds(logic: unknown, answers: TriageAnswers): boolean {
  const guarded = triageGuard(logic, (fieldId) => isAnswered(answers, fieldId));
  // The guard returns the same JSON-Logic shape it was given; only its static type is lost.
  return jsonLogic.truthy(jsonLogic.apply(guarded as RulesLogic, answers));
}

export function evaluateTriage(
  test: TriageTestRules,
  answers: TriageAnswers,
  logger: TriageLogger = consoleLogger,
): TriageResult {
  for (const rule of test.rules) {
    let matched: boolean;
    try {
      matched =
        conditionHolds(rule.condition, answers) &&
        (rule.extraCondition === undefined || conditionHolds(rule.extraCondition, answers));
    } catch (error) {
      logger(
        `Triage rule "${rule.id}" of test "${test.id}" failed to evaluate; counted as false.`,
        error,
      );
      matched = false;
    }
    if (matched) return { level: rule.action.level, rationale: [rule.id] };
  }
  return { level: 'D', rationale: ['default'] };
}
