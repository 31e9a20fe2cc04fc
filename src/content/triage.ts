// Typed access to the triage content (content/triage/). The files are checked against their schemas
// by `npm run validate:content` and the content tests, so here they are only typed, not re-validated.
// Every test comes with the general danger signs joined to it (src/domain/triage/triageGeneralSigns.ts).
import {
  withGeneralSigns,
  type TriageTestWithGeneralSigns,
} from '../domain/triage/triageGeneralSigns';
import type { TriageGeneralSigns } from './types/triage-general-signs';
import type { TriageTest } from './types/triage-test';

const testModules = import.meta.glob<TriageTest>('../../content/triage/tests/*.json', {
  eager: true,
  import: 'default',
});

const generalSignsModules = import.meta.glob<TriageGeneralSigns>(
  '../../content/triage/general-signs.json',
  { eager: true, import: 'default' },
);
const [generalSigns] = Object.values(generalSignsModules);
if (generalSigns === undefined) throw new Error('content/triage/general-signs.json is missing');

const tests: readonly TriageTestWithGeneralSigns[] = Object.values(testModules)
  .map((test) => withGeneralSigns(test, generalSigns))
  .sort((a, b) => a.order - b.order);

const testsById: ReadonlyMap<string, TriageTestWithGeneralSigns> = new Map(
  tests.map((test) => [test.id, test]),
);

/** The ten tests, in their on-screen order, each with the general signs joined. */
export function triageTests(): readonly TriageTestWithGeneralSigns[] {
  return tests;
}

export function triageTestById(id: string): TriageTestWithGeneralSigns | undefined {
  return testsById.get(id);
}

export { triageLevelById, triageLevels, triageMessages } from './triageLevels';
