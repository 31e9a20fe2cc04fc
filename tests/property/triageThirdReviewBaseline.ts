// The ten triage tests as they were before the third clinical review (issue 39), frozen in
// tests/fixtures/triage-baseline-before-issue-39/, and the answer sets its promises speak of
// (content/triage/README.md, "The third clinical review"). Never edit the fixture to make a test pass.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TriageRule, TriageTest } from '../../src/content/types/triage-test';
import type { TriageAnswers } from '../../src/domain/triage/triage';

const baselineDir = path.resolve(
  import.meta.dirname,
  '../fixtures/triage-baseline-before-issue-39',
);

const baseline: readonly TriageTest[] = readdirSync(baselineDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(path.join(baselineDir, name), 'utf8')) as TriageTest);

export function testBeforeIssue39(id: string): TriageTest {
  const test = baseline.find((candidate) => candidate.id === id);
  if (test === undefined) throw new Error(`no issue-39 baseline for triage test "${id}"`);
  return test;
}

/** The answers the old test can read: its own questions only. */
export function onlyFieldsOf(test: TriageTest, answers: TriageAnswers): TriageAnswers {
  const ids = new Set(test.fields.map((field) => field.id));
  return Object.fromEntries(Object.entries(answers).filter(([fieldId]) => ids.has(fieldId)));
}

export const ADULT_BAND = 'years_12_or_more';

/** A child's age band: the one place where issue 39 lets a level go down (child thresholds). */
export function isChild(answers: TriageAnswers): boolean {
  const band = answers['age_band'];
  return typeof band === 'string' && band !== ADULT_BAND;
}

/** The same answers for an adult: a child's age band becomes «12 años o más». */
export function asAdult(answers: TriageAnswers): TriageAnswers {
  return isChild(answers) ? { ...answers, age_band: ADULT_BAND } : answers;
}

/** The vital signs whose thresholds depend on the age band for a child. */
export const CHILD_THRESHOLD_FIELDS: readonly string[] = [
  'respiratory_rate',
  'heart_rate',
  'systolic',
];

/** The same answers with the age-dependent vital signs left blank. */
export function withoutChildThresholdFields(answers: TriageAnswers): TriageAnswers {
  return Object.fromEntries(
    Object.entries(answers).filter(([fieldId]) => !CHILD_THRESHOLD_FIELDS.includes(fieldId)),
  );
}

/** "An adult, or the age left blank": the condition issue 39 puts around the spec's adult vital signs. */
export const ADULT_GUARD = {
  or: [{ '!': { var: 'age_band' } }, { '==': [{ var: 'age_band' }, ADULT_BAND] }],
};

/** The rule's condition as it was before issue 39 put the adult guard around it. */
export function withoutAdultGuard(rule: TriageRule): TriageRule {
  const condition = rule.condition as { and?: unknown[] };
  const [guard, inner, ...rest] = condition.and ?? [];
  if (JSON.stringify(guard) !== JSON.stringify(ADULT_GUARD) || rest.length > 0) {
    throw new Error(`rule "${rule.id}" is not wrapped in the adult guard`);
  }
  return { ...rule, condition: inner as TriageRule['condition'] };
}
