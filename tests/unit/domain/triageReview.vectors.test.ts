// The rules added by the clinical reviews (issues 20 and 26) at their boundaries, from two data
// files of vectors: [test id, answers, level, deciding rule].
import { describe, expect, it } from 'vitest';
import { triageTestById, triageTests } from '../../../src/content/triage';
import { evaluateTriage, type TriageAnswers } from '../../../src/domain/triage';
import { parseTriageAnswers } from '../../../src/domain/triageAnswers';
import { reviewRules } from '../../property/triageBaseline';
import vectorsFile from './triageReview.vectors.json';
import secondReviewVectorsFile from './triageSecondReview.vectors.json';

type Vector = readonly [testId: string, answers: TriageAnswers, level: string, rule: string];

const vectors = [
  ...vectorsFile.vectors,
  ...secondReviewVectorsFile.vectors,
] as unknown as readonly Vector[];

describe('rules of the clinical review at their boundaries', () => {
  it.each(vectors)('%s with %j is level %s by rule %s', (testId, answers, level, rule) => {
    const test = triageTestById(testId);
    if (test === undefined) throw new Error(`unknown test ${testId}`);
    expect(parseTriageAnswers(test.fields, answers).ok, 'answers a member could give').toBe(true);
    expect(evaluateTriage(test, answers)).toEqual({ level, rationale: [rule] });
  });

  it('decide every rule the review added at least once', () => {
    const decided = new Set(vectors.map(([testId, , , rule]) => `${testId}/${rule}`));
    const missing = triageTests()
      .flatMap((test) => reviewRules(test).map((rule) => `${test.id}/${rule.id}`))
      .filter((key) => !decided.has(key));
    expect(missing).toEqual([]);
  });
});
