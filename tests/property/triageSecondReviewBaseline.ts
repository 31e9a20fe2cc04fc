// The ten triage tests as they were before the second clinical review (issue 26), frozen in
// tests/fixtures/triage-baseline-before-issue-26/, and how answers to its rephrased questions read
// (content/triage/README.md, "The second clinical review"). Never edit the fixture to make a test pass.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TriageTest } from '../../src/content/types/triage-test';
import type { TriageAnswers } from '../../src/domain/triage/triage';

const baselineDir = path.resolve(
  import.meta.dirname,
  '../fixtures/triage-baseline-before-issue-26',
);

const baseline: readonly TriageTest[] = readdirSync(baselineDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(path.join(baselineDir, name), 'utf8')) as TriageTest)
  .sort((a, b) => a.order - b.order);

export function testBeforeIssue26(id: string): TriageTest {
  const test = baseline.find((candidate) => candidate.id === id);
  if (test === undefined) throw new Error(`no issue-26 baseline for triage test "${id}"`);
  return test;
}

/**
 * Yes/no questions asked negatively before issue 26 ('¿No se sabe…?', "sí" = unknown) and now asked
 * positively with Sí / No / No estoy seguro ("known", "unknown", "unsure").
 */
const rephrased: ReadonlySet<string> = new Set([
  'stroke_fast/onset_unknown',
  'chest_pain/pain_time_unknown',
]);

function isRephrased(testId: string, fieldId: string): boolean {
  return rephrased.has(`${testId}/${fieldId}`);
}

/** An answer set of the old test as a member would give it today: old "sí" is today's "No". */
export function toTodaysAnswers(testId: string, old: TriageAnswers): TriageAnswers {
  return Object.fromEntries(
    Object.entries(old).map(([fieldId, value]) => {
      if (!isRephrased(testId, fieldId) || typeof value !== 'boolean') return [fieldId, value];
      return [fieldId, value ? 'unknown' : 'known'];
    }),
  );
}

/**
 * Today's answers as the old test reads them, restricted to its questions: "No" and "No estoy
 * seguro" were its "sí" (unknown), "Sí" its "no".
 */
export function toOldAnswers(testId: string, today: TriageAnswers): TriageAnswers {
  const oldFields = new Set(testBeforeIssue26(testId).fields.map((field) => field.id));
  return Object.fromEntries(
    Object.entries(today)
      .filter(([fieldId]) => oldFields.has(fieldId))
      .map(([fieldId, value]) => {
        if (!isRephrased(testId, fieldId) || typeof value !== 'string') return [fieldId, value];
        return [fieldId, value !== 'known'];
      }),
  );
}
