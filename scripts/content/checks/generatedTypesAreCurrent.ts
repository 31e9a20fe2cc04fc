// Code reads content through the types generated from the schemas; after a schema edit without
// `npm run gen:types` they would lie about the content's shape.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentProblem, type ContentProblem } from '../contentProblem.ts';
import { listFiles } from '../../lib/listFiles.ts';
import { renderSchemaTypes } from '../../build/schemaTypes.ts';
import type { ContentCheck } from './contentCheck.ts';

const typesFolder = 'src/content/types';

export const generatedTypesAreCurrent: ContentCheck = {
  name: 'generated types in src/content/types match the schemas',
  async run({ root }) {
    const problems: ContentProblem[] = [];
    const rendered = await renderSchemaTypes(
      path.join(root, 'schemas'),
      path.join(root, typesFolder),
    );
    const relative = (file: string): string => path.relative(root, file).split(path.sep).join('/');
    for (const [file, code] of rendered) {
      const current = await readFile(file, 'utf8').catch(() => undefined);
      if (current === undefined) {
        problems.push(contentProblem(relative(file), [], 'missing: run npm run gen:types'));
      } else if (current !== code) {
        problems.push(
          contentProblem(relative(file), [], 'out of date with its schema: run npm run gen:types'),
        );
      }
    }
    const expected = new Set([...rendered.keys()].map(relative));
    for (const file of await listFiles(root, typesFolder)) {
      if (!expected.has(file)) {
        problems.push(
          contentProblem(file, [], 'no schema produces this file any more: run npm run gen:types'),
        );
      }
    }
    return problems;
  },
};
