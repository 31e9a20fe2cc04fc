// The ten triage tests as they were before the clinical review of issue 20, frozen in
// tests/fixtures/triage-baseline/. The review may only add questions and rules; the property and
// content tests compare today's content with this copy. Never edit the fixture to make a test pass.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TriageRule, TriageTest } from '../../src/content/types/triage-test';

const baselineDir = path.resolve(import.meta.dirname, '../fixtures/triage-baseline');

const baseline: readonly TriageTest[] = readdirSync(baselineDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(path.join(baselineDir, name), 'utf8')) as TriageTest)
  .sort((a, b) => a.order - b.order);

export function baselineTests(): readonly TriageTest[] {
  return baseline;
}

export function baselineTestById(id: string): TriageTest {
  const test = baseline.find((candidate) => candidate.id === id);
  if (test === undefined) throw new Error(`no baseline for triage test "${id}"`);
  return test;
}

/** Field ids the review added to a test (not in its baseline). */
export function reviewFieldIds(test: TriageTest): string[] {
  const before = new Set(baselineTestById(test.id).fields.map((field) => field.id));
  return test.fields.filter((field) => !before.has(field.id)).map((field) => field.id);
}

/** Rules the review added to a test (not in its baseline). */
export function reviewRules(test: TriageTest): TriageRule[] {
  const before = new Set(baselineTestById(test.id).rules.map((rule) => rule.id));
  return test.rules.filter((rule) => !before.has(rule.id));
}
