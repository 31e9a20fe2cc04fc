// The promises of the second clinical review (issue 26, content/triage/README.md), checked on random
// answer sets of all ten tests against the frozen copy of the tests before it: with the new
// questions blank every answer set keeps its level and rule, except the changes listed in the
// README (which only raise it), and a new question can only raise the level.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { triageLevels, triageTests } from '../../src/content/triage';
import type { TriageTest } from '../../src/content/types/triage-test';
import { evaluateTriage, type TriageAnswers, type TriageResult } from '../../src/domain/triage';
import { answersArbitrary } from '../../scripts/lib/triageSafety/triageArbitraries';
import {
  changedOnPurpose,
  testBeforeIssue26,
  toOldAnswers,
  toTodaysAnswers,
} from './triageSecondReviewBaseline';

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

    it('gives every answer set with the new questions blank the same level and rule, except the listed changes, which raise it', () => {
      fc.assert(
        fc.property(answersArbitrary(before), (old) => {
          const today = evaluate(test, toTodaysAnswers(id, old));
          const then = evaluate(before, old);
          if (changedOnPurpose(id, old)) {
            expect(urgency(today)).toBeGreaterThanOrEqual(urgency(then));
          } else {
            expect(today).toEqual(then);
          }
        }),
        { numRuns: NUM_RUNS },
      );
    });

    it('only raises the level when new questions are answered', () => {
      fc.assert(
        fc.property(answersArbitrary(test), (given) => {
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
