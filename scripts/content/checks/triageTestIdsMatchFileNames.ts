// A triage test is addressed by its id (in saved results and on the command line) and found by its
// file name, so the two must agree; being file names, the ids are then unique as well.
import path from 'node:path';
import { contentProblem, type ContentProblem } from '../contentProblem.ts';
import { stringAt } from '../../lib/jsonAccess.ts';
import { filesOfSchema, type ContentCheck } from './contentCheck.ts';
import { contentSchemas } from './contentSchemas.ts';

export const triageTestIdsMatchFileNames: ContentCheck = {
  name: 'triage test ids equal their file names',
  run(context) {
    const problems: ContentProblem[] = [];
    for (const { file, data } of filesOfSchema(context, contentSchemas.triageTest)) {
      const expected = path.posix.basename(file, '.json');
      const id = stringAt(data, 'id');
      if (id !== undefined && id !== expected) {
        problems.push(
          contentProblem(file, ['id'], `the id "${id}" must equal the file name "${expected}"`),
        );
      }
    }
    return problems;
  },
};
