// A clinical lead signs off a triage change by reading the diff of content/triage/review/<id>.md.
// A table that no longer matches its test's rules would get a stale change signed, so every test
// needs its table exactly as `npm run triage:table` would write it now, and no table may outlive
// its test.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TriageLevel } from '../../../src/content/types/triage-levels.ts';
import type { TriageTest } from '../../../src/content/types/triage-test.ts';
import { contentProblem, type ContentProblem } from '../contentProblem.ts';
import { arrayAt } from '../../lib/jsonAccess.ts';
import { listFiles } from '../../lib/listFiles.ts';
import { levelShift, previousVersionOf } from '../../triage/triageLevelShift.ts';
import { renderTriageReview, reviewDir, reviewTablePath } from '../../triage/triageReviewTable.ts';
import { filesOfSchema, type ContentCheck } from './contentCheck.ts';
import { contentSchemas } from './contentSchemas.ts';
import { joinedTriageTests } from './triageContentFiles.ts';

const RUN = 'run npm run triage:table and commit the result';

/**
 * Tables by what they are made from (the test, the levels and the test's previous version): content
 * validation renders each once per run, but the tests run the validator on many copies of the
 * project whose triage tests are the same, and rendering all ten takes about half a second.
 */
const renderedTables = new Map<string, string>();

function reviewTable(
  test: TriageTest,
  levels: readonly TriageLevel[],
  previous: TriageTest | undefined,
): string {
  const key = JSON.stringify([test, levels, previous ?? null]);
  let table = renderedTables.get(key);
  if (table === undefined) {
    const shift = previous === undefined ? undefined : levelShift(test, previous);
    table = renderTriageReview(test, levels, shift);
    renderedTables.set(key, table);
  }
  return table;
}

export const triageReviewTablesAreCurrent: ContentCheck = {
  name: 'triage review tables match their tests',
  async run(context) {
    const problems: ContentProblem[] = [];
    const [levelsFile] = filesOfSchema(context, contentSchemas.triageLevels);
    // Both files passed (or were reported by) schema validation before this check runs.
    const levels = arrayAt(levelsFile?.data, 'levels') as readonly TriageLevel[];
    const expected = new Set<string>();
    for (const { file, test } of joinedTriageTests(context)) {
      const table = reviewTablePath(path.posix.basename(file, '.json'));
      expected.add(table);
      let rendered: string;
      try {
        rendered = reviewTable(test, levels, previousVersionOf(context.root, test.id));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        problems.push(contentProblem(table, [], `cannot be generated from ${file}: ${reason}`));
        continue;
      }
      const current = await readFile(path.join(context.root, table), 'utf8').catch(() => undefined);
      if (current === undefined) problems.push(contentProblem(table, [], `missing: ${RUN}`));
      else if (current !== rendered) {
        problems.push(contentProblem(table, [], `out of date with ${file}: ${RUN}`));
      }
    }
    for (const file of await listFiles(context.root, reviewDir)) {
      if (file.endsWith('.md') && !expected.has(file)) {
        problems.push(contentProblem(file, [], `no triage test has this id any more: ${RUN}`));
      }
    }
    return problems;
  },
};
