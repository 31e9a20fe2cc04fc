// A rule that reads a field its test does not ask for can never see an answer, so it silently never
// fires (or always does). Every `var`, `missing` and `missing_some` must name one of the test's fields
// or a general sign's (every test includes those); a general sign's rule, only a general sign's field.
// The same holds for a question's `askWhen`.
import { contentProblem, type ContentProblem, type PathSegment } from '../contentProblem.ts';
import { arrayAt, isRecord, stringAt } from '../../lib/jsonAccess.ts';
import { walkJsonLogic, type JsonLogicOperation } from '../walkJsonLogic.ts';
import type { ContentCheck } from './contentCheck.ts';
import { generalSignFieldIds, triageRuleFiles } from './triageContentFiles.ts';
import { triageRuleConditions } from './triageRuleConditions.ts';

interface FieldReference {
  readonly name: unknown;
  readonly path: readonly PathSegment[];
}

function fieldReferences(operation: JsonLogicOperation): FieldReference[] {
  const { operator, args, argPaths } = operation;
  const at = (index: number): readonly PathSegment[] => argPaths[index] ?? operation.path;
  if (operator === 'var') return [{ name: args[0], path: at(0) }];
  if (operator === 'missing') return args.map((name, index) => ({ name, path: at(index) }));
  if (operator === 'missing_some') {
    const names = args[1];
    if (!Array.isArray(names)) return [];
    return names.map((name, index) => ({ name, path: [...at(1), index] }));
  }
  return [];
}

export const triageRulesUseDefinedFields: ContentCheck = {
  name: 'triage rules use only fields their test defines',
  run(context) {
    const problems: ContentProblem[] = [];
    const general = generalSignFieldIds(context);
    for (const { file, data } of triageRuleFiles(context)) {
      const own = arrayAt(data, 'fields').flatMap((f) => stringAt(f, 'id') ?? []);
      const fieldIds = new Set([...general, ...own]);
      const known = own.join(', ') || 'none';
      const askWhens = arrayAt(data, 'fields').flatMap((field, index) =>
        isRecord(field) && 'askWhen' in field
          ? [
              {
                ruleId: `askWhen of ${stringAt(field, 'id') ?? `#${index}`}`,
                path: ['fields', index, 'askWhen'],
                condition: field['askWhen'],
              },
            ]
          : [],
      );
      for (const { ruleId, path, condition } of [...triageRuleConditions(data), ...askWhens]) {
        walkJsonLogic(condition, path, {
          notLogic: () => undefined,
          operation(operation) {
            if (operation.inElementScope) return;
            for (const { name, path: namePath } of fieldReferences(operation)) {
              if (typeof name !== 'string' || name === '') {
                problems.push(
                  contentProblem(
                    file,
                    namePath,
                    `rule "${ruleId}": "${operation.operator}" must name a field with a plain text id`,
                  ),
                );
                continue;
              }
              const fieldId = name.split('.')[0] ?? name;
              if (!fieldIds.has(fieldId)) {
                problems.push(
                  contentProblem(
                    file,
                    namePath,
                    `rule "${ruleId}" refers to field "${fieldId}", which neither this file nor the general signs define (this file's fields: ${known})`,
                  ),
                );
              }
            }
          },
        });
      }
    }
    return problems;
  },
};
