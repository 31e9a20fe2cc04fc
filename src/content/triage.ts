// Typed access to the triage content (content/triage/). The files are checked against their schemas
// by `npm run validate:content` and the content tests, so here they are only typed, not re-validated.
import type { TriageTest } from './types/triage-test';

const testModules = import.meta.glob<TriageTest>('../../content/triage/tests/*.json', {
  eager: true,
  import: 'default',
});

const tests: readonly TriageTest[] = Object.values(testModules).sort((a, b) => a.order - b.order);

const testsById: ReadonlyMap<string, TriageTest> = new Map(tests.map((test) => [test.id, test]));

/** The ten tests, in their on-screen order. */
export function triageTests(): readonly TriageTest[] {
  return tests;
}

export function triageTestById(id: string): TriageTest | undefined {
  return testsById.get(id);
}

export { triageLevelById, triageLevels, triageMessages } from './triageLevels';
