// Properties every triage test must have, checked on the real content files (DESIGN.md "Tests").
// The safety properties come from scripts/lib/triageSafety/, shared with `npm run check:triage`.
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
import { triageSafetyChecks } from '../../scripts/triage/safety/triageSafetyChecks';
import { referenceRuleHolds } from './triageReference';

const NUM_RUNS = 500;

function failOnLog(message: string): never {
  throw new Error(`a rule threw during evaluation: ${message}`);
}

function evaluate(test: TriageTest, answers: TriageAnswers): TriageResult {
  return evaluateTriage(test, answers, failOnLog);
}

describe.each(triageTests().map((test) => [test.id, test] as const))(
  'triage test %s',
  (_, test) => {
    const answers = answersArbitrary(test);

    it('is deterministic and leaves the answers and the test untouched', () => {
      const testBefore = structuredClone(test);
      fc.assert(
        fc.property(answers, (given) => {
          const answersBefore = structuredClone(given);
          const first = evaluate(test, given);
          expect(evaluate(structuredClone(test), structuredClone(given))).toEqual(first);
          expect(evaluate(test, given)).toEqual(first);
          expect(given).toEqual(answersBefore);
        }),
        { numRuns: NUM_RUNS },
      );
      expect(test).toEqual(testBefore);
    });

    it('is decided by the first rule whose condition holds, read independently of json-logic-js', () => {
      fc.assert(
        fc.property(answers, (given) => {
          const first = test.rules.find((rule) => referenceRuleHolds(rule, given));
          const expected = first
            ? { level: first.action.level, rationale: [first.id] }
            : { level: 'D', rationale: ['default'] };
          expect(evaluate(test, given)).toEqual(expected);
        }),
        { numRuns: NUM_RUNS },
      );
    });

    // The four safety properties, the same code `npm run check:triage` runs on content on disk.
    it.each(triageSafetyChecks.map((check) => [check.title, check] as const))(
      '%s',
      (_title, check) => {
        const counterexample = check.run(test, triageLevels(), { numRuns: NUM_RUNS * 2 });
        expect(counterexample?.text).toBeUndefined();
      },
    );
  },
);
