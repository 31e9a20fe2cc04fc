// Properties every triage test must have, checked on the real content files (DESIGN.md "Tests").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { triageLevels, triageTests } from '../../src/content/triage';
import type { TriageRule, TriageTest } from '../../src/content/types/triage-test';
import { evaluateTriage, type TriageAnswers, type TriageResult } from '../../src/domain/triage';
import { answersArbitrary, numberArbitrary } from './triageArbitraries';
import { referenceRuleHolds } from './triageReference';

const NUM_RUNS = 500;

const urgencyOf = new Map(triageLevels().map((level) => [level.id, level.urgency]));

function urgency(result: TriageResult): number {
  const value = urgencyOf.get(result.level);
  if (value === undefined) throw new Error(`level ${result.level} is not in levels.json`);
  return value;
}

function failOnLog(message: string): never {
  throw new Error(`a rule threw during evaluation: ${message}`);
}

function evaluate(test: TriageTest, answers: TriageAnswers): TriageResult {
  return evaluateTriage(test, answers, failOnLog);
}

/** Whether this one rule, on its own, matches the answers. */
function ruleMatches(test: TriageTest, rule: TriageRule, answers: TriageAnswers): boolean {
  return (
    evaluateTriage({ id: test.id, rules: [rule] }, answers, failOnLog).rationale[0] === rule.id
  );
}

function readsField(node: unknown, fieldId: string): boolean {
  if (Array.isArray(node)) return node.some((item: unknown) => readsField(item, fieldId));
  if (node === null || typeof node !== 'object') return false;
  return Object.entries(node).some(([key, value]) =>
    key === 'var'
      ? value === fieldId || (Array.isArray(value) && value[0] === fieldId)
      : readsField(value, fieldId),
  );
}

function without(answers: TriageAnswers, fieldId: string): TriageAnswers {
  return Object.fromEntries(Object.entries(answers).filter(([key]) => key !== fieldId));
}

describe.each(triageTests().map((test) => [test.id, test] as const))(
  'triage test %s',
  (_, test) => {
    const answers = answersArbitrary(test);

    it('gives exactly one level A–D for any answers, explained by one rule that has a cta and advice', () => {
      fc.assert(
        fc.property(answers, (given) => {
          const result = evaluate(test, given);
          expect(['A', 'B', 'C', 'D']).toContain(result.level);
          expect(result.rationale).toHaveLength(1);
          const [ruleId] = result.rationale;
          const rule = test.rules.find((candidate) => candidate.id === ruleId);
          if (ruleId === 'default') expect(result.level).toBe('D');
          else expect(rule?.action.level).toBe(result.level);
          expect(test.cta[result.level]?.label).toBeTruthy();
          expect(test.advice[result.level]).toBeTruthy();
        }),
        { numRuns: NUM_RUNS },
      );
    });

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

    const boolFields = test.fields.filter((field) => field.type === 'bool');
    if (boolFields.length > 0) {
      it('never lowers urgency when a yes/no answer turns toward danger (invertMeaning: no is danger)', () => {
        const flip = fc.record({
          field: fc.constantFrom(...boolFields),
          blankIsSafeSide: fc.boolean(),
          given: answers,
        });
        fc.assert(
          fc.property(flip, ({ field, blankIsSafeSide, given }) => {
            const rest = without(given, field.id);
            // A blank yes/no reads as "no": for ordinary fields the safe side, for inverted ones danger.
            const blank = rest;
            const safe = field.invertMeaning
              ? { ...rest, [field.id]: true }
              : blankIsSafeSide
                ? blank
                : { ...rest, [field.id]: false };
            const danger = field.invertMeaning
              ? blankIsSafeSide
                ? { ...rest, [field.id]: false }
                : blank
              : { ...rest, [field.id]: true };
            expect(urgency(evaluate(test, danger))).toBeGreaterThanOrEqual(
              urgency(evaluate(test, safe)),
            );
          }),
          { numRuns: NUM_RUNS * 2 },
        );
      });
    }

    const numberFields = test.fields.filter((field) => field.type === 'number');
    const numberReads = numberFields.flatMap((field) =>
      test.rules
        .filter((rule) => readsField([rule.condition, rule.extraCondition ?? null], field.id))
        .map((rule) => ({ field, rule })),
    );
    if (numberReads.length > 0) {
      it('never lets an unanswered number satisfy a threshold: a rule matching with it blank matches for every value', () => {
        const read = fc.constantFrom(...numberReads).chain(({ field, rule }) =>
          fc.record({
            field: fc.constant(field),
            rule: fc.constant(rule),
            value: numberArbitrary(test, field),
            blankAsNull: fc.boolean(),
            given: answers,
          }),
        );
        fc.assert(
          fc.property(read, ({ field, rule, value, blankAsNull, given }) => {
            const rest = without(given, field.id);
            const blank = blankAsNull ? { ...rest, [field.id]: null } : rest;
            if (ruleMatches(test, rule, blank)) {
              expect(ruleMatches(test, rule, { ...rest, [field.id]: value })).toBe(true);
            }
          }),
          { numRuns: NUM_RUNS * 2 },
        );
      });
    }
  },
);
