// The app evaluates rules with json-logic-js, which throws on an operator it does not know; at run
// time that rule would just count as false. Catch the typo here instead.
import jsonLogic from 'json-logic-js';
import { contentProblem, type ContentProblem } from '../contentProblem.ts';
import { walkJsonLogic } from '../walkJsonLogic.ts';
import type { ContentCheck } from './contentCheck.ts';
import { triageRuleFiles } from './triageContentFiles.ts';
import { triageRuleConditions } from './triageRuleConditions.ts';

const supported = new Map<string, boolean>();

/** Asks json-logic-js itself, so the list follows the installed version. */
export function isSupportedJsonLogicOperator(operator: string): boolean {
  const known = supported.get(operator);
  if (known !== undefined) return known;
  let result = true;
  try {
    jsonLogic.apply({ [operator]: [] }, {});
  } catch (error) {
    // Other errors only mean the probe's empty arguments did not suit a real operator.
    result = !(error instanceof Error && error.message.startsWith('Unrecognized operation'));
  }
  supported.set(operator, result);
  return result;
}

export const triageRulesUseSupportedOperators: ContentCheck = {
  name: 'triage rules use only operators json-logic-js supports',
  run(context) {
    const problems: ContentProblem[] = [];
    for (const { file, data } of triageRuleFiles(context)) {
      for (const { ruleId, path, condition } of triageRuleConditions(data)) {
        walkJsonLogic(condition, path, {
          operation({ operator, path: operatorPath }) {
            if (!isSupportedJsonLogicOperator(operator)) {
              problems.push(
                contentProblem(
                  file,
                  operatorPath,
                  `rule "${ruleId}" uses the operator "${operator}", which json-logic-js does not support`,
                ),
              );
            }
          },
          notLogic(objectPath) {
            problems.push(
              contentProblem(
                file,
                objectPath,
                `rule "${ruleId}": an object in a condition must have exactly one operator as its key`,
              ),
            );
          },
        });
      }
    }
    return problems;
  },
};
