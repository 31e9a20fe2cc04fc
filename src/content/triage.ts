// Typed access to the triage content (content/triage/). The files are checked against their schemas
// by `npm run validate:content` and the content tests, so here they are only typed, not re-validated.
import levelsFile from '../../content/triage/levels.json';
import type { TriageLevel, TriageLevelsFile, TriageMessages } from './types/triage-levels';
import type { TriageLevelId, TriageTest } from './types/triage-test';

const testModules = import.meta.glob<TriageTest>('../../content/triage/tests/*.json', {
  eager: true,
  import: 'default',
});

const levels = levelsFile as TriageLevelsFile;

const tests: readonly TriageTest[] = Object.values(testModules).sort((a, b) => a.order - b.order);

const testsById: ReadonlyMap<string, TriageTest> = new Map(tests.map((test) => [test.id, test]));

/** The ten tests, in their on-screen order. */
export function triageTests(): readonly TriageTest[] {
  return tests;
}

export function triageTestById(id: string): TriageTest | undefined {
  return testsById.get(id);
}

/** The four levels, A (most urgent) to D. */
export function triageLevels(): readonly TriageLevel[] {
  return levels.levels;
}

export function triageLevelById(id: TriageLevelId): TriageLevel {
  const level = levels.levels.find((candidate) => candidate.id === id);
  if (level === undefined) throw new Error(`content/triage/levels.json has no level "${id}"`);
  return level;
}

/** The simulated-action messages and 'Acción no definida'. */
export function triageMessages(): TriageMessages {
  return levels.messages;
}
