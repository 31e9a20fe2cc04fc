// A rule that reads a field its test does not ask for can never see an answer, so it silently never
// fires (or always does). Every `var`, `missing` and `missing_some` must name one of the test's fields.
import { contentProblem, type ContentProblem, type PathSegment } from '../lib/contentProblem.ts';
import { arrayAt, stringAt } from '../lib/jsonAccess.ts';
import { walkJsonLogic, type JsonLogicOperation } from '../lib/walkJsonLogic.ts';
import { filesOfSchema, type ContentCheck } from './contentCheck.ts';
import { contentSchemas } from './contentSchemas.ts';
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
    for (const { file, data } of filesOfSchema(context, contentSchemas.triageTest)) {
      const fieldIds = new Set(arrayAt(data, 'fields').flatMap((f) => stringAt(f, 'id') ?? []));
      const known = [...fieldIds].join(', ') || 'none';
      for (const { ruleId, path, condition } of triageRuleConditions(data)) {
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
                    `rule "${ruleId}" refers to field "${fieldId}", which this test does not define (fields: ${known})`,
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
