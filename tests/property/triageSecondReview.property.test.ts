// The promises of the second clinical review (issue 26, content/triage/README.md), checked on random
// answer sets of all ten tests against the frozen copy of the tests before it, as the third review
// (issue 39) left them: with the new questions blank no answer set gets a lower level (issue 39's
// floors and blank durations change some on purpose, upward), and a new question can only raise the
// level. Both for an adult or a blank age: a child's vital signs have their own thresholds since
// issue 39 (triageThirdReview.property.test.ts).
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
import { testBeforeIssue26, toOldAnswers, toTodaysAnswers } from './triageSecondReviewBaseline';
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

describe.each(triageTests().map((test) => [test.id, test] as const))(
  'second clinical review of %s',
  (id, test) => {
    const before = testBeforeIssue26(id);

    it('never gives an answer set with the new questions blank a lower level', () => {
      fc.assert(
        fc.property(answersArbitrary(before).map(asAdult), (old) => {
          const today = evaluate(test, toTodaysAnswers(id, old));
          expect(urgency(today)).toBeGreaterThanOrEqual(urgency(evaluate(before, old)));
        }),
        { numRuns: NUM_RUNS },
      );
    });

    it('only raises the level when new questions are answered', () => {
      fc.assert(
        fc.property(answersArbitrary(test).map(asAdult), (given) => {
          const then = evaluate(before, toOldAnswers(id, given));
          expect(urgency(evaluate(test, given))).toBeGreaterThanOrEqual(urgency(then));
        }),
        { numRuns: NUM_RUNS },
      );
    });

    it('keeps every question id of the test before the review', () => {
      const today = new Set(test.fields.map((field) => field.id));
      expect(
        before.fields.map((field) => field.id).filter((fieldId) => !today.has(fieldId)),
      ).toEqual([]);
    });
  },
);

describe('the changes listed in content/triage/README.md', () => {
  const stroke = triageTests().find((test) => test.id === 'stroke_fast');
  if (stroke === undefined) throw new Error('no stroke_fast test');
  const strokeBefore = testBeforeIssue26('stroke_fast');

  it.each([
    [{ face: true }, 'B', 'A'],
    [{ balance: true, resolved: false }, 'B', 'A'],
    [{ arm: true, resolved: true }, 'C', 'B'],
    [{ eyes: true, resolved: true }, 'C', 'B'],
  ] as const)('stroke_fast %j with the minutes blank: %s before, %s now', (answers, then, now) => {
    expect(evaluate(strokeBefore, answers).level).toBe(then);
    expect(evaluate(stroke, answers).level).toBe(now);
  });

  it('reads "No" and "No estoy seguro" of a rephrased question as the old "sí" (unknown)', () => {
    for (const answer of ['unknown', 'unsure'] as const) {
      expect(toOldAnswers('stroke_fast', { onset_unknown: answer })).toEqual({
        onset_unknown: true,
      });
      expect(toOldAnswers('chest_pain', { pain_time_unknown: answer })).toEqual({
        pain_time_unknown: true,
      });
    }
    expect(toTodaysAnswers('stroke_fast', { onset_unknown: false })).toEqual({
      onset_unknown: 'known',
    });
  });
});
