// Categories (order, names, icons) and their services live in separate files; each category needs
// its services file, and a services file without a category would never be shown.
import path from 'node:path';
import { contentProblem, type ContentProblem } from '../contentProblem.ts';
import { arrayAt, stringAt } from '../../lib/jsonAccess.ts';
import { filesOfSchema, type ContentCheck } from './contentCheck.ts';
import { contentSchemas } from './contentSchemas.ts';

export const coverageCategoriesMatchServiceFiles: ContentCheck = {
  name: 'each coverage category has exactly its services file',
  run(context) {
    const problems: ContentProblem[] = [];
    const categoryFiles = filesOfSchema(context, contentSchemas.coverageCategories);
    const serviceFiles = filesOfSchema(context, contentSchemas.coverageServices);
    const servicesDir = (file: string): string =>
      path.posix.join(path.posix.dirname(file), 'services');
    for (const { file, data } of categoryFiles) {
      const ids = new Set<string>();
      arrayAt(data, 'categories').forEach((category, index) => {
        const id = stringAt(category, 'id');
        if (id === undefined) return;
        ids.add(id);
        const expected = `${servicesDir(file)}/${id}.json`;
        if (!serviceFiles.some((services) => services.file === expected)) {
          problems.push(
            contentProblem(
              file,
              ['categories', index, 'id'],
              `the category "${id}" has no services file ${expected}`,
            ),
          );
        }
      });
      for (const services of serviceFiles) {
        if (path.posix.dirname(services.file) !== servicesDir(file)) continue;
        const id = path.posix.basename(services.file, '.json');
        if (!ids.has(id)) {
          problems.push(
            contentProblem(
              services.file,
              [],
              `no category with the id "${id}" in ${file}: rename the file or add the category`,
            ),
          );
        }
      }
    }
    return problems;
  },
};
