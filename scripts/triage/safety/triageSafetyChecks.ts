// The safety properties of a triage test, shared by `npm run check:triage` (content on disk, before
// any commit) and the property tests of `npm test`. Each one searches random answer sets with
// fast-check and, when it finds a case that breaks the property, returns it shrunk to the fewest
// answers and written out in plain Spanish for a clinical editor.
import fc from 'fast-check';
import type { TriageLevel } from '../../../src/content/types/triage-levels.ts';
import type { TriageTest } from '../../../src/content/types/triage-test.ts';
import { bandsLeaveNoGaps } from './bandsLeaveNoGaps.ts';
import { blankNeverSatisfies } from './blankNeverSatisfies.ts';
import { dangerNeverLowers } from './dangerNeverLowers.ts';
import { oneLevelPerAnswerSet } from './oneLevelPerAnswerSet.ts';
import type { TriageSafetyContext, TriageSafetyProperty } from './triageSafetyContext.ts';

export interface TriageCounterexample {
  readonly testId: string;
  readonly property: string;
  /** The question the counterexample turns on, when there is one. */
  readonly fieldId?: string;
  /** Plain Spanish, several lines: the answers with labels, the levels, the rules that decided. */
  readonly text: string;
}

export interface TriageSafetyOptions {
  readonly numRuns: number;
  /** Fixed for a repeatable run; undefined lets fast-check pick one (and report it). */
  readonly seed?: number;
}

/** A property bound to its own value type, so the four can sit in one list. */
export interface TriageSafetyCheck {
  readonly id: string;
  readonly title: string;
  run(
    test: TriageTest,
    levels: readonly TriageLevel[],
    options: TriageSafetyOptions,
  ): TriageCounterexample | undefined;
}

function safetyCheck<T>(property: TriageSafetyProperty<T>): TriageSafetyCheck {
  return {
    id: property.id,
    title: property.title,
    run: (test, levels, options) => checkTriageProperty(property, test, levels, options),
  };
}

/** Runs one property on one test: its counterexample, or undefined when none was found. */
export function checkTriageProperty<T>(
  property: TriageSafetyProperty<T>,
  test: TriageTest,
  levels: readonly TriageLevel[],
  options: TriageSafetyOptions,
): TriageCounterexample | undefined {
  const context: TriageSafetyContext = { test, levels };
  const arbitrary = property.arbitrary(context);
  if (arbitrary === undefined) return undefined;
  const details = fc.check(
    fc.property(arbitrary, (value) => property.holds(context, value)),
    { numRuns: options.numRuns, ...(options.seed === undefined ? {} : { seed: options.seed }) },
  );
  if (!details.failed) return undefined;
  const [value] = details.counterexample ?? [];
  if (value === undefined) {
    const reason = details.errorInstance instanceof Error ? details.errorInstance.message : '';
    return {
      testId: test.id,
      property: property.id,
      text: `${test.id}: la comprobación «${property.title}» falló sin un ejemplo (${reason}).`,
    };
  }
  const { fieldId, lines } = property.explain(context, value);
  const seed = `  (semilla ${details.seed}: npm run check:triage -- --seed ${details.seed} ${test.id})`;
  return {
    testId: test.id,
    property: property.id,
    ...(fieldId === undefined ? {} : { fieldId }),
    text: [...lines, seed].join('\n'),
  };
}

/** The four safety properties of the issue, in the order they are reported. */
export const triageSafetyChecks: readonly TriageSafetyCheck[] = [
  safetyCheck(oneLevelPerAnswerSet),
  safetyCheck(blankNeverSatisfies),
  safetyCheck(dangerNeverLowers),
  safetyCheck(bandsLeaveNoGaps),
];

/** Every safety property on one test; [] when the test is safe as far as the runs could see. */
export function checkTriageTestSafety(
  test: TriageTest,
  levels: readonly TriageLevel[],
  options: TriageSafetyOptions,
): TriageCounterexample[] {
  return triageSafetyChecks.flatMap((check) => check.run(test, levels, options) ?? []);
}
