// What every triage safety check needs: the test, its levels' urgency and labels, evaluation that
// records (rather than logs) a rule that throws, and the answers written out in plain Spanish.
import type fc from 'fast-check';
import type { TriageLevel } from '../../../src/content/types/triage-levels.ts';
import type {
  TriageField,
  TriageRule,
  TriageTest,
} from '../../../src/content/types/triage-test.ts';
import {
  evaluateTriage,
  type TriageAnswers,
  type TriageResult,
} from '../../../src/domain/triage/triage.ts';
import { describeAnswer } from '../../../src/domain/triage/triageConditionText.ts';

/** A property as fast-check runs it, and how its failing case reads. */
export interface TriageSafetyProperty<T> {
  readonly id: string;
  /** What it ensures, in Spanish. */
  readonly title: string;
  /** Undefined when the test has nothing this property applies to (e.g. no yes/no question). */
  arbitrary(context: TriageSafetyContext): fc.Arbitrary<T> | undefined;
  holds(context: TriageSafetyContext, value: T): boolean;
  explain(context: TriageSafetyContext, value: T): { fieldId?: string; lines: string[] };
}

export interface TriageSafetyContext {
  readonly test: TriageTest;
  readonly levels: readonly TriageLevel[];
}

export interface Evaluation {
  readonly result: TriageResult;
  /** Messages of rules that threw (they counted as false). */
  readonly errors: readonly string[];
}

export function evaluate(
  test: Pick<TriageTest, 'id' | 'rules'>,
  answers: TriageAnswers,
): Evaluation {
  const errors: string[] = [];
  const result = evaluateTriage(test, answers, (message, error) => {
    errors.push(`${message} (${error instanceof Error ? error.message : String(error)})`);
  });
  return { result, errors };
}

export function urgency(context: TriageSafetyContext, result: TriageResult): number {
  return context.levels.find((level) => level.id === result.level)?.urgency ?? 0;
}

/** Whether this one rule, on its own, matches the answers. */
export function ruleMatches(test: TriageTest, rule: TriageRule, answers: TriageAnswers): boolean {
  return evaluate({ id: test.id, rules: [rule] }, answers).result.rationale[0] === rule.id;
}

export function without(answers: TriageAnswers, fieldId: string): TriageAnswers {
  return Object.fromEntries(Object.entries(answers).filter(([key]) => key !== fieldId));
}

export function label(field: TriageField): string {
  return `«${field.label}» (${field.id})`;
}

/** "B Urgencias hoy (regla b_spo2_91_93)" */
export function resultText(context: TriageSafetyContext, result: TriageResult): string {
  const level = context.levels.find((candidate) => candidate.id === result.level);
  const rule = result.rationale[0] ?? 'default';
  return `${result.level} ${level?.label ?? ''} (regla ${rule})`;
}

/** The answered questions, one per line with their labels; the blank ones are summed up. */
export function answersText(
  test: TriageTest,
  answers: TriageAnswers,
  exceptFieldId?: string,
): string[] {
  const lines: string[] = [];
  let blank = 0;
  for (const field of test.fields) {
    if (field.id === exceptFieldId) continue;
    const value = answers[field.id];
    if (value === undefined || value === null) blank += 1;
    else lines.push(`    ${label(field)}: ${describeAnswer(field, value)}`);
  }
  const heading = exceptFieldId === undefined ? '  Respuestas:' : '  Las demás respuestas:';
  if (lines.length === 0) return [`${heading} todas las preguntas sin responder.`];
  const rest = blank > 0 ? [`    (${blank} preguntas sin responder)`] : [];
  return [heading, ...lines, ...rest];
}

/** The first line of every counterexample: which test and what went wrong. */
export function headline(test: TriageTest, problem: string): string {
  return `${test.id} («${test.title}»): ${problem}`;
}
