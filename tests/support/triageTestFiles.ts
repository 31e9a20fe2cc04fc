// The ten triage test files as written in content/triage/tests/, before the general danger signs and
// the self-care rule are joined to them: the layer that holds the specification's thresholds.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TriageTest } from '../../src/content/types/triage-test';

const testsDir = path.resolve(import.meta.dirname, '../../content/triage/tests');

const files: readonly TriageTest[] = readdirSync(testsDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(path.join(testsDir, name), 'utf8')) as TriageTest);

/** One test as its file holds it, without the general signs and the self-care rule. */
export function triageTestFile(id: string): TriageTest {
  const test = files.find((candidate) => candidate.id === id);
  if (test === undefined) throw new Error(`no file content/triage/tests/${id}.json`);
  return test;
}
