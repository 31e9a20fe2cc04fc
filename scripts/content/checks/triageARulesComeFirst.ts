// Every test joins the general danger signs' B rules right after its own last A rule (issue 39,
// src/domain/triage/triageGeneralSigns.ts). A rule of level B, C or D standing before a test's A rule would
// then outrank a general danger sign, so a test writes its A rules first, as the README asks.
import { contentProblem, type ContentProblem } from '../contentProblem.ts';
import { arrayAt, recordAt, stringAt } from '../../lib/jsonAccess.ts';
import { filesOfSchema, type ContentCheck } from './contentCheck.ts';
import { contentSchemas } from './contentSchemas.ts';

export const triageARulesComeFirst: ContentCheck = {
  name: 'each triage test writes its A rules before its other rules',
  run(context) {
    const problems: ContentProblem[] = [];
    for (const { file, data } of filesOfSchema(context, contentSchemas.triageTest)) {
      const levels = arrayAt(data, 'rules').map((rule) =>
        stringAt(recordAt(rule, 'action'), 'level'),
      );
      const firstOther = levels.findIndex((level) => level !== 'A');
      if (firstOther === -1) continue;
      levels.forEach((level, index) => {
        if (level !== 'A' || index < firstOther) return;
        const ruleId = stringAt(arrayAt(data, 'rules')[index], 'id') ?? `#${index}`;
        const before = stringAt(arrayAt(data, 'rules')[firstOther], 'id') ?? `#${firstOther}`;
        problems.push(
          contentProblem(
            file,
            ['rules', index],
            `the A rule "${ruleId}" stands after "${before}" (level ${levels[firstOther] ?? '?'}): write every A rule first, so that the general danger signs' B rules (joined after the last A rule) outrank no other test rule`,
          ),
        );
      });
    }
    return problems;
  },
};
