// Editors (VS Code, JetBrains, …) complete and check a JSON file as it is typed when the file names
// its schema in "$schema". A missing or wrong path silently turns that help off, or checks the file
// against the wrong schema, so the path must be the one schemas/index.json gives the file.
import path from 'node:path';
import { contentProblem, type ContentProblem } from '../contentProblem.ts';
import { isRecord } from '../../lib/jsonAccess.ts';
import type { ContentCheck } from './contentCheck.ts';

/** The "$schema" value a content file must carry: its schema, relative to the file's folder. */
export function schemaReference(file: string, schema: string): string {
  return path.posix.relative(path.posix.dirname(file), `schemas/${schema}`);
}

export const contentFilesNameTheirSchema: ContentCheck = {
  name: 'content files name their schema in "$schema"',
  run(context) {
    const problems: ContentProblem[] = [];
    for (const { file, schema, data } of context.json) {
      if (schema === undefined || !isRecord(data)) continue;
      const expected = schemaReference(file, schema);
      const actual = data['$schema'];
      if (actual === expected) continue;
      const found = actual === undefined ? 'is missing' : `is ${JSON.stringify(actual)}`;
      problems.push(
        contentProblem(
          file,
          ['$schema'],
          `${found}; write "$schema": "${expected}" as the first line inside the braces`,
        ),
      );
    }
    return problems;
  },
};
