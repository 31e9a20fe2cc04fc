// What a triage change costs in over-triage, for the review tables: the same random answer sets as
// the property tests (scripts/triage/safety/triageArbitraries.ts, a fixed seed) evaluated by the
// test as it was before the third clinical review (issue 39, frozen in
// tests/fixtures/triage-baseline-before-issue-39/) and as it is now, counted by level before and now.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { TriageLevelId, TriageTest } from '../../src/content/types/triage-test.ts';
import { evaluateTriage, type TriageAnswers } from '../../src/domain/triage/triage.ts';
import { answersArbitrary } from './safety/triageArbitraries.ts';

export const previousVersionDir = 'tests/fixtures/triage-baseline-before-issue-39';

export const LEVEL_SHIFT_SAMPLES = 2000;
const SEED = 39;

const levelIds: readonly TriageLevelId[] = ['A', 'B', 'C', 'D'];

export interface LevelShift {
  readonly samples: number;
  readonly seed: number;
  /** counts[before][now]: how many answer sets gave `before` then and `now` today. */
  readonly counts: Readonly<Record<TriageLevelId, Readonly<Record<TriageLevelId, number>>>>;
}

/** The test before issue 39, when the project has the frozen copy (a copy of content may not). */
export function previousVersionOf(root: string, testId: string): TriageTest | undefined {
  const file = path.join(root, previousVersionDir, `${testId}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as TriageTest) : undefined;
}

function only(fields: TriageTest['fields'], answers: TriageAnswers): TriageAnswers {
  const ids = new Set(fields.map((field) => field.id));
  return Object.fromEntries(Object.entries(answers).filter(([fieldId]) => ids.has(fieldId)));
}

const quiet = (): void => undefined;

/** The level of each sampled answer set before and now. */
export function levelShift(test: TriageTest, previous: TriageTest): LevelShift {
  const counts = Object.fromEntries(
    levelIds.map((before) => [before, Object.fromEntries(levelIds.map((now) => [now, 0]))]),
  ) as Record<TriageLevelId, Record<TriageLevelId, number>>;
  const samples = fc.sample(answersArbitrary(test), { seed: SEED, numRuns: LEVEL_SHIFT_SAMPLES });
  for (const answers of samples) {
    const before = evaluateTriage(previous, only(previous.fields, answers), quiet).level;
    const now = evaluateTriage(test, answers, quiet).level;
    counts[before][now] += 1;
  }
  return { samples: samples.length, seed: SEED, counts };
}

/** Answer sets whose level went up, stayed, went down. */
export function shiftTotals(shift: LevelShift): { up: number; same: number; down: number } {
  let up = 0;
  let same = 0;
  let down = 0;
  levelIds.forEach((before, beforeIndex) =>
    levelIds.forEach((now, nowIndex) => {
      const count = shift.counts[before][now];
      if (nowIndex < beforeIndex) up += count;
      else if (nowIndex === beforeIndex) same += count;
      else down += count;
    }),
  );
  return { up, same, down };
}
