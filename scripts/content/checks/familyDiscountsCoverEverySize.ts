// The price of a family of any size must come from exactly one discount band: bands start at one
// member, follow each other without gaps or overlaps, and the last one is open-ended.
import { contentProblem, type ContentProblem } from '../contentProblem.ts';
import { arrayAt, isRecord } from '../../lib/jsonAccess.ts';
import { filesOfSchema, type ContentCheck } from './contentCheck.ts';
import { contentSchemas } from './contentSchemas.ts';

function integerAt(value: unknown, key: string): number | undefined {
  const found = isRecord(value) ? value[key] : undefined;
  return typeof found === 'number' && Number.isInteger(found) ? found : undefined;
}

export const familyDiscountsCoverEverySize: ContentCheck = {
  name: 'family discount bands cover every family size once',
  run(context) {
    const problems: ContentProblem[] = [];
    for (const { file, data } of filesOfSchema(context, contentSchemas.pricing)) {
      const bands = arrayAt(data, 'familyDiscounts');
      let next = 1;
      bands.forEach((band, index) => {
        const at = (key: string) => ['familyDiscounts', index, key];
        const min = integerAt(band, 'minMembers');
        const max = integerAt(band, 'maxMembers');
        const isLast = index === bands.length - 1;
        if (min !== undefined && min !== next) {
          problems.push(
            contentProblem(
              file,
              at('minMembers'),
              `must be ${next}, right after the previous band`,
            ),
          );
        }
        if (max === undefined && !isLast) {
          problems.push(
            contentProblem(file, at('maxMembers'), 'only the last band may leave out maxMembers'),
          );
        }
        if (max !== undefined && isLast) {
          problems.push(
            contentProblem(
              file,
              at('maxMembers'),
              'the last band must leave out maxMembers, so that larger families have a price',
            ),
          );
        }
        if (max !== undefined && min !== undefined && max < min) {
          problems.push(contentProblem(file, at('maxMembers'), 'must not be less than minMembers'));
        }
        next = (max ?? min ?? next) + 1;
      });
    }
    return problems;
  },
};
