// The rules added by the clinical reviews (issues 20, 26 and 39) at their boundaries, from three data
// files of vectors: [test id, answers, level, deciding rule], evaluated on the tests as the app joins
// them with the general danger signs and the self-care rule.
import { describe, expect, it } from 'vitest';
import { triageTestById, triageTests } from '../../../src/content/triage';
import { evaluateTriage, type TriageAnswers } from '../../../src/domain/triage/triage';
import { parseTriageAnswers } from '../../../src/domain/triage/triageAnswers';
import { reviewRules } from '../../property/triageBaseline';
import vectorsFile from './triageReview.vectors.json';
import secondReviewVectorsFile from './triageSecondReview.vectors.json';
import thirdReviewVectorsFile from './triageThirdReview.vectors.json';
import { triageTestFile } from '../../support/triageTestFiles';
import {
  DANGER_NOT_RULED_OUT_RULE_ID,
  FLOOR_RULE_ID,
} from '../../../src/domain/triage/triageGeneralSigns';

type Vector = readonly [testId: string, answers: TriageAnswers, level: string, rule: string];

const vectors = [
  ...vectorsFile.vectors,
  ...secondReviewVectorsFile.vectors,
  ...thirdReviewVectorsFile.vectors,
] as unknown as readonly Vector[];

describe('rules of the clinical review at their boundaries', () => {
  it.each(vectors)('%s with %j is level %s by rule %s', (testId, answers, level, rule) => {
    const test = triageTestById(testId);
    if (test === undefined) throw new Error(`unknown test ${testId}`);
    expect(parseTriageAnswers(test.fields, answers).ok, 'answers a member could give').toBe(true);
    expect(evaluateTriage(test, answers)).toEqual({ level, rationale: [rule] });
  });

  it("decide every rule a review added to a test's own file at least once", () => {
    const decided = new Set(vectors.map(([testId, , , rule]) => `${testId}/${rule}`));
    const missing = triageTests()
      .flatMap((test) =>
        reviewRules(triageTestFile(test.id)).map((rule) => `${test.id}/${rule.id}`),
      )
      .filter((key) => !decided.has(key));
    expect(missing).toEqual([]);
  });

  it('decide every general sign and both self-care rules in at least one test', () => {
    const decided = new Set(vectors.map(([, , , rule]) => rule));
    const [test] = triageTests();
    if (test === undefined) throw new Error('no triage tests');
    const generalRules = test.rules
      .filter((rule) => rule.id.startsWith('general_'))
      .map((rule) => rule.id);
    expect(
      [...generalRules, FLOOR_RULE_ID, DANGER_NOT_RULED_OUT_RULE_ID].filter(
        (id) => !decided.has(id),
      ),
    ).toEqual([]);
  });
});
