// Coverage usage is counted per service id in the browser (vita365_coverage), whatever the category,
// so two services sharing an id would share one counter.
import { contentProblem, type ContentProblem } from '../contentProblem.ts';
import { arrayAt, stringAt } from '../../lib/jsonAccess.ts';
import { filesOfSchema, type ContentCheck } from './contentCheck.ts';
import { contentSchemas } from './contentSchemas.ts';

export const coverageServiceIdsAreUniqueAcrossCategories: ContentCheck = {
  name: 'coverage service ids are unique across all categories',
  run(context) {
    const problems: ContentProblem[] = [];
    const owner = new Map<string, string>();
    for (const { file, data } of filesOfSchema(context, contentSchemas.coverageServices)) {
      arrayAt(data, 'services').forEach((service, index) => {
        const id = stringAt(service, 'id');
        if (id === undefined) return;
        const other = owner.get(id);
        if (other === undefined) owner.set(id, file);
        else if (other !== file)
          problems.push(
            contentProblem(
              file,
              ['services', index, 'id'],
              `the service id "${id}" is already used in ${other}`,
            ),
          );
      });
    }
    return problems;
  },
};
