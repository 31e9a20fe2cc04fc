// The promises of the clinical review (issue 20, content/triage/README.md "Principles"), checked on
// random answer sets of all ten tests against the frozen copy of the tests before the review, as the
// third review (issue 39) left them: its floors and blank durations change answer sets with every new
// question blank, so "nothing changes" became "nothing goes down"; a new question can still only
// raise the level. Both hold for an adult or a blank age: a child's vital signs have their own
// thresholds since issue 39 (triageThirdReview.property.test.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { triageLevels, triageTests } from '../../src/content/triage';
import type { TriageTest } from '../../src/content/types/triage-test';
import {
  evaluateTriage,
  type TriageAnswers,
  type TriageResult,
} from '../../src/domain/triage/triage';
import { answersArbitrary } from '../../scripts/triage/safety/triageArbitraries';
import { baselineTestById, reviewFieldIds } from './triageBaseline';
import { asAdult } from './triageThirdReviewBaseline';

const NUM_RUNS = 1000;

const urgencyOf = new Map(triageLevels().map((level) => [level.id, level.urgency]));

function urgency(result: TriageResult): number {
  return urgencyOf.get(result.level) ?? Number.NaN;
}

function failOnLog(message: string): never {
  throw new Error(`a rule threw during evaluation: ${message}`);
}

function evaluate(test: TriageTest, answers: TriageAnswers): TriageResult {
  return evaluateTriage(test, answers, failOnLog);
}

function only(answers: TriageAnswers, fieldIds: ReadonlySet<string>): TriageAnswers {
  return Object.fromEntries(Object.entries(answers).filter(([key]) => fieldIds.has(key)));
}

describe.each(triageTests().map((test) => [test.id, test] as const))(
  'clinical review of %s',
  (_, test) => {
    const baseline = baselineTestById(test.id);
    const baselineFields = new Set(baseline.fields.map((field) => field.id));

    it('never gives an answer set with the new questions blank a lower level than before', () => {
      // Answers drawn from the old test's questions only: every new question is left blank.
      fc.assert(
        fc.property(answersArbitrary(baseline).map(asAdult), (given) => {
          expect(urgency(evaluate(test, given))).toBeGreaterThanOrEqual(
            urgency(evaluate(baseline, given)),
          );
        }),
        { numRuns: NUM_RUNS },
      );
    });

    it('only raises the level when new questions are answered', () => {
      fc.assert(
        fc.property(answersArbitrary(test).map(asAdult), (given) => {
          const before = evaluate(baseline, only(given, baselineFields));
          expect(urgency(evaluate(test, given))).toBeGreaterThanOrEqual(urgency(before));
        }),
        { numRuns: NUM_RUNS },
      );
    });

    it('keeps every question of the old test', () => {
      expect(reviewFieldIds(test).length + baselineFields.size).toBe(test.fields.length);
      expect([...baselineFields].filter((id) => !test.fields.some((f) => f.id === id))).toEqual([]);
    });
  },
);
