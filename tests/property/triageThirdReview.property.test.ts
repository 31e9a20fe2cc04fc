// The promises of the third clinical review (issue 39, content/triage/README.md), checked on random
// answer sets of all ten tests as the app joins them with the general danger signs:
// 1. every general sign gives at least its level, whatever else is answered;
// 2. a blank duration never gives a lower level than any answered duration, the longest included;
// 3. floored tests never give self-care to an answered test; the others only when every danger
//    question asked is answered 'No';
// 4. against the tests before the review: for an adult (or a blank age) the level never goes down,
//    and for a child only through the vital signs judged by age band.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { triageLevels, triageTests } from '../../src/content/triage';
import type {
  TriageLevelId,
  TriageNumberField,
  TriageTest,
} from '../../src/content/types/triage-test';
import {
  evaluateTriage,
  hasAnyAnswer,
  isAnswered,
  type TriageAnswers,
  type TriageResult,
} from '../../src/domain/triage/triage';
import { dangerQuestions } from '../../src/domain/triage/triageGeneralSigns';
import { answersArbitrary, numberArbitrary } from '../../scripts/triage/safety/triageArbitraries';
import {
  asAdult,
  isChild,
  onlyFieldsOf,
  testBeforeIssue39,
  withoutChildThresholdFields,
} from './triageThirdReviewBaseline';

const NUM_RUNS = 1000;

const urgencyOf = new Map(triageLevels().map((level) => [level.id, level.urgency]));

function urgency(result: TriageResult | TriageLevelId): number {
  return urgencyOf.get(typeof result === 'string' ? result : result.level) ?? Number.NaN;
}

function failOnLog(message: string): never {
  throw new Error(`a rule threw during evaluation: ${message}`);
}

function evaluate(test: Pick<TriageTest, 'id' | 'rules'>, answers: TriageAnswers): TriageResult {
  return evaluateTriage(test, answers, failOnLog);
}

function without(answers: TriageAnswers, fieldId: string): TriageAnswers {
  return Object.fromEntries(Object.entries(answers).filter(([key]) => key !== fieldId));
}

const tests = triageTests();
const generalRedFlags = (tests[0]?.redFlags ?? []).filter((flag) => flag.id.startsWith('general_'));

describe('the general danger signs', () => {
  it('have a red flag for every sign, so the property below covers each one', () => {
    const [test] = tests;
    if (test === undefined) throw new Error('no triage tests');
    const covered = new Set(generalRedFlags.flatMap((flag) => Object.keys(flag.answers)));
    expect(test.generalSigns.fieldIds.filter((fieldId) => !covered.has(fieldId))).toEqual([]);
  });

  it('come first, once, in every test', () => {
    for (const test of tests) {
      const ids = test.fields.map((field) => field.id);
      expect(ids.slice(0, test.generalSigns.fieldIds.length)).toEqual(test.generalSigns.fieldIds);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});

describe.each(tests.map((test) => [test.id, test] as const))(
  'third clinical review of %s',
  (id, test) => {
    it('gives every life-threatening general sign A and every other at least B, whatever else is answered', () => {
      expect(generalRedFlags.length).toBeGreaterThan(0);
      for (const redFlag of generalRedFlags) {
        fc.assert(
          fc.property(answersArbitrary(test), (given) => {
            const result = evaluate(test, { ...given, ...redFlag.answers });
            expect(
              urgency(result),
              `${redFlag.id}: ${JSON.stringify(result)}`,
            ).toBeGreaterThanOrEqual(urgency(redFlag.minLevel));
          }),
          { numRuns: NUM_RUNS / 4 },
        );
      }
    });

    const durations = test.fields.filter(
      (field): field is TriageNumberField => field.type === 'number' && field.isDuration === true,
    );
    it.each(durations.map((field) => [field.id, field] as const))(
      'reads %s left blank as unknown: never lower than with any answered duration, the longest included',
      (_fieldId, field) => {
        fc.assert(
          fc.property(
            answersArbitrary(test),
            fc.oneof(fc.constant(field.max), numberArbitrary(test, field)),
            (given, duration) => {
              const blank = evaluate(test, without(given, field.id));
              const answered = evaluate(test, { ...given, [field.id]: duration });
              expect(urgency(blank), JSON.stringify({ blank, answered })).toBeGreaterThanOrEqual(
                urgency(answered),
              );
            },
          ),
          { numRuns: NUM_RUNS },
        );
      },
    );

    if (test.selfCare.mode === 'never') {
      it('never gives self-care (D) to an answer set with any answer', () => {
        fc.assert(
          fc.property(answersArbitrary(test), (given) => {
            fc.pre(hasAnyAnswer(given));
            expect(evaluate(test, given).level).not.toBe('D');
          }),
          { numRuns: NUM_RUNS },
        );
      });
    } else {
      it("gives self-care (D) only when every danger question asked is answered 'No'", () => {
        fc.assert(
          fc.property(answersArbitrary(test), (given) => {
            fc.pre(hasAnyAnswer(given));
            if (evaluate(test, given).level !== 'D') return;
            const notRuledOut = dangerQuestions(test, given).filter(
              (field) => !isAnswered(given, field.id) || given[field.id] !== false,
            );
            expect(notRuledOut.map((field) => field.id)).toEqual([]);
          }),
          { numRuns: NUM_RUNS },
        );
      });
    }

    const before = testBeforeIssue39(id);

    it('never lowers the level for an adult or a blank age, compared with the test before the review', () => {
      fc.assert(
        fc.property(answersArbitrary(test).map(asAdult), (given) => {
          const then = evaluate(before, onlyFieldsOf(before, given));
          expect(urgency(evaluate(test, given)), JSON.stringify(then)).toBeGreaterThanOrEqual(
            urgency(then),
          );
        }),
        { numRuns: NUM_RUNS },
      );
    });

    it("lowers a child's level only through the vital signs judged by age band", () => {
      fc.assert(
        fc.property(answersArbitrary(test).map(withoutChildThresholdFields), (given) => {
          fc.pre(isChild(given));
          const then = evaluate(before, onlyFieldsOf(before, given));
          expect(urgency(evaluate(test, given)), JSON.stringify(then)).toBeGreaterThanOrEqual(
            urgency(then),
          );
        }),
        { numRuns: NUM_RUNS },
      );
    });
  },
);
