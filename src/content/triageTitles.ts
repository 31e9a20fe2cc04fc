// The title of each triage test by its id, for screens that name a saved result (Mi Chequeo's
// history) without loading the tests' questions and rules (src/content/triage.ts). Read from the
// test files when the app is built (scripts/build/triageTitlesPlugin.ts).
import { triageTitles } from 'virtual:triage-titles';

/** 'Dolor de pecho' for 'chest_pain'; undefined for an id no test has (a result from an old test). */
export function triageTestTitle(id: string): string | undefined {
  return Object.hasOwn(triageTitles, id) ? triageTitles[id] : undefined;
}
