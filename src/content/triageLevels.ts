// Typed access to content/triage/levels.json: the four levels and the simulated-action messages.
// Apart from the tests themselves (src/content/triage.ts), so a page that only shows a result's level
// does not load the ten tests.
import levelsFile from '../../content/triage/levels.json';
import type { TriageLevel, TriageLevelsFile, TriageMessages } from './types/triage-levels';
import type { TriageLevelId } from './types/triage-test';

const levels = levelsFile as TriageLevelsFile;

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
