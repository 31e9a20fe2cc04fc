// The red-flag inventory (issue 39): each test, and the general danger signs every test includes,
// list their red flags with the answers that capture each and the least urgent level it may give.
// Each red flag is evaluated alone (only its answers given, every other question blank) on the test
// as the app joins it; a result less urgent than the listed level, or answers the test cannot take
// (an unknown question, a wrong type, a value out of range), names the red flag.
import { triageAnswerProblemText } from '../../../src/content/triageAnswerText.ts';
import type { TriageRedFlag } from '../../../src/content/types/triage-test.ts';
import { evaluateTriage } from '../../../src/domain/triage/triage.ts';
import { parseTriageAnswers } from '../../../src/domain/triage/triageAnswers.ts';
import type { TriageTestWithGeneralSigns } from '../../../src/domain/triage/triageGeneralSigns.ts';
import { contentProblem, type ContentProblem } from '../contentProblem.ts';
import { arrayAt } from '../../lib/jsonAccess.ts';
import { registerMessageAreas } from '../../lib/registerMessageAreas.ts';
import type { ContentCheck } from './contentCheck.ts';
import { generalSignsFile, joinedTriageTests } from './triageContentFiles.ts';

const urgency: Readonly<Record<string, number>> = { A: 4, B: 3, C: 2, D: 1 };

/** What is wrong with one red flag in one test, or undefined when it reaches its level. */
function redFlagProblem(
  test: TriageTestWithGeneralSigns,
  redFlag: TriageRedFlag,
): string | undefined {
  const parsed = parseTriageAnswers(test.fields, redFlag.answers);
  if (!parsed.ok) {
    registerMessageAreas();
    return `red flag "${redFlag.id}" has answers test "${test.id}" cannot take: ${parsed.problems
      .map(triageAnswerProblemText)
      .join(' ')}`;
  }
  const errors: string[] = [];
  const result = evaluateTriage(test, parsed.answers, (message) => errors.push(message));
  if (errors.length > 0) return `red flag "${redFlag.id}": ${errors.join(' ')}`;
  if ((urgency[result.level] ?? 0) >= (urgency[redFlag.minLevel] ?? 0)) return undefined;
  return `red flag "${redFlag.id}" (${JSON.stringify(redFlag.answers)}) gives ${result.level} (rule ${result.rationale.join(', ')}) in test "${test.id}", below its minimum ${redFlag.minLevel}: no rule catches it`;
}

export const triageRedFlagsReachTheirLevel: ContentCheck = {
  name: 'each triage red flag, answered alone, reaches its minimum level',
  run(context) {
    const problems: ContentProblem[] = [];
    const general = generalSignsFile(context);
    const generalCount = arrayAt(general?.data, 'redFlags').length;
    for (const { file, test } of joinedTriageTests(context)) {
      // The joined list holds the general signs' red flags first, then the test's own.
      test.redFlags.forEach((redFlag, index) => {
        const problem = redFlagProblem(test, redFlag);
        if (problem === undefined) return;
        const fromGeneral = index < generalCount && general !== undefined;
        problems.push(
          contentProblem(
            fromGeneral ? general.file : file,
            ['redFlags', fromGeneral ? index : index - generalCount],
            problem,
          ),
        );
      });
    }
    return problems;
  },
};
