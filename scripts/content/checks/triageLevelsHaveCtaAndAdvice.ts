// The result card shows the level's advice and its call to action. A level with neither would show
// an empty card, so every level a test can produce needs both: each rule's level (the general danger
// signs' rules and the self-care rule included, as the app joins them), and D, which a test yields
// when no rule matches.
import { contentProblem, type ContentProblem } from '../contentProblem.ts';
import { arrayAt, isRecord, recordAt, stringAt } from '../../lib/jsonAccess.ts';
import { filesOfSchema, type ContentCheck } from './contentCheck.ts';
import { contentSchemas } from './contentSchemas.ts';
import { joinedTriageTests } from './triageContentFiles.ts';

const defaultLevel = 'D';

/** Each level the test can produce, with why: the rule ids that produce it, or 'default'. */
function producibleLevels(test: unknown): Map<string, string[]> {
  const levels = new Map<string, string[]>([[defaultLevel, ['default']]]);
  arrayAt(test, 'rules').forEach((rule, index) => {
    const level = stringAt(recordAt(rule, 'action'), 'level');
    if (level === undefined) return;
    const ruleId = stringAt(rule, 'id') ?? `#${index}`;
    levels.set(level, [...(levels.get(level) ?? []), ruleId]);
  });
  return levels;
}

export const triageLevelsHaveCtaAndAdvice: ContentCheck = {
  name: 'every level a triage test can produce has a call to action and advice',
  run(context) {
    const problems: ContentProblem[] = [];
    const joined = new Map(joinedTriageTests(context).map(({ file, test }) => [file, test]));
    for (const { file, data } of filesOfSchema(context, contentSchemas.triageTest)) {
      const cta = recordAt(data, 'cta');
      const advice = recordAt(data, 'advice');
      for (const [level, sources] of producibleLevels(joined.get(file) ?? data)) {
        const why =
          sources[0] === 'default'
            ? 'the result when no rule matches'
            : `produced by rule ${sources.map((id) => `"${id}"`).join(', ')}`;
        const levelCta = cta?.[level];
        if (!isRecord(levelCta) || !stringAt(levelCta, 'label')) {
          problems.push(
            contentProblem(file, ['cta', level], `level ${level} (${why}) has no call to action`),
          );
        }
        const levelAdvice = advice?.[level];
        if (typeof levelAdvice !== 'string' || levelAdvice.trim() === '') {
          problems.push(
            contentProblem(file, ['advice', level], `level ${level} (${why}) has no advice`),
          );
        }
      }
    }
    return problems;
  },
};
