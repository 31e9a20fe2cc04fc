// The coverage tabs draw their icon by name from lucide-react; an unknown name would draw nothing.
import dynamicIconImports from 'lucide-react/dynamicIconImports';
import { contentProblem, type ContentProblem } from '../contentProblem.ts';
import { arrayAt, stringAt } from '../../lib/jsonAccess.ts';
import { filesOfSchema, type ContentCheck } from './contentCheck.ts';
import { contentSchemas } from './contentSchemas.ts';

const lucideNames = new Set(Object.keys(dynamicIconImports));

export const coverageIconsAreLucideIcons: ContentCheck = {
  name: 'coverage category icons are lucide icon names',
  run(context) {
    const problems: ContentProblem[] = [];
    for (const { file, data } of filesOfSchema(context, contentSchemas.coverageCategories)) {
      arrayAt(data, 'categories').forEach((category, index) => {
        const icon = stringAt(category, 'icon');
        if (icon !== undefined && !lucideNames.has(icon)) {
          problems.push(
            contentProblem(
              file,
              ['categories', index, 'icon'],
              `"${icon}" is not a lucide icon name (see https://lucide.dev/icons)`,
            ),
          );
        }
      });
    }
    return problems;
  },
};
