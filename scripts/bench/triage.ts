// Prints how many triage evaluations per second this machine does: 100,000 random answer sets spread
// over the ten tests, generated before timing with a fixed seed so runs are comparable. A benchmark
// that prints figures, not a test: `npm run bench:triage`.
import { performance } from 'node:perf_hooks';
import type { TriageField, TriageTest } from '../../src/content/types/triage-test.ts';
import {
  evaluateTriage,
  type TriageAnswers,
  type TriageAnswerValue,
} from '../../src/domain/triage/triage.ts';
import { loadTriageTests } from '../triage/loadTriageTests.ts';

const EVALUATIONS = 100_000;
const SEED = 365;

/** mulberry32: a tiny seeded generator, enough to spread answers evenly. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomValue(field: TriageField, random: () => number): TriageAnswerValue {
  switch (field.type) {
    case 'bool':
      return random() < 0.3;
    case 'number':
      return Math.round((field.min + random() * (field.max - field.min)) * 10) / 10;
    case 'choice':
      return field.options[Math.floor(random() * field.options.length)]?.id ?? field.options[0].id;
  }
}

/** About a quarter of the fields stay blank, as on a half-filled form. */
function randomAnswers(test: TriageTest, random: () => number): TriageAnswers {
  const answers: Record<string, TriageAnswerValue> = {};
  for (const field of test.fields) {
    if (random() >= 0.25) answers[field.id] = randomValue(field, random);
  }
  return answers;
}

const tests = await loadTriageTests();
const random = seededRandom(SEED);
const cases = Array.from({ length: EVALUATIONS }, (_, index) => {
  const test = tests[index % tests.length]!;
  return { test, answers: randomAnswers(test, random) };
});

const perTest = new Map<string, number>();
const levels = new Map<string, number>();
const started = performance.now();
for (const { test, answers } of cases) {
  const caseStarted = performance.now();
  const { level } = evaluateTriage(test, answers);
  perTest.set(test.id, (perTest.get(test.id) ?? 0) + performance.now() - caseStarted);
  levels.set(level, (levels.get(level) ?? 0) + 1);
}
const elapsedMs = performance.now() - started;

const format = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
console.log(
  `Triage benchmark: ${format.format(EVALUATIONS)} evaluations over ${tests.length} tests`,
);
console.log(
  `  total ${elapsedMs.toFixed(1)} ms → ${format.format((EVALUATIONS / elapsedMs) * 1000)} evaluations/s`,
);
for (const test of tests) {
  const ms = perTest.get(test.id) ?? 0;
  const count = EVALUATIONS / tests.length;
  console.log(
    `  ${test.id.padEnd(22)} ${format.format((count / ms) * 1000).padStart(10)} evaluations/s`,
  );
}
const spread = ['A', 'B', 'C', 'D'].map((level) => `${level} ${levels.get(level) ?? 0}`).join(', ');
console.log(`  levels: ${spread}`);
