// The content validator behind `npm run validate:content` and the build: every JSON file under
// content/ against its schema (via schemas/index.json), then the checks of scripts/content-checks/.
// It takes the project root so that tests can run it on a copy with a broken file.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { allContentChecks } from './checks/allContentChecks.ts';
import type {
  CheckContext,
  ContentCheck,
  JsonContentFile,
  TextContentFile,
} from './checks/contentCheck.ts';
import { readContentIndex } from './contentIndex.ts';
import { contentProblem, sortContentProblems, type ContentProblem } from './contentProblem.ts';
import { listFiles } from '../lib/listFiles.ts';
import { createSchemaValidator } from './schemaValidator.ts';

export interface ContentReport {
  readonly problems: readonly ContentProblem[];
  readonly filesChecked: number;
  readonly checksRun: number;
}

function parseProblem(file: string, text: string, error: unknown): ContentProblem {
  const reason = error instanceof Error ? error.message : String(error);
  const position = /position (\d+)/.exec(reason)?.[1];
  if (position === undefined) return contentProblem(file, [], `malformed JSON: ${reason}`);
  const before = text.slice(0, Number(position)).split('\n');
  const where = `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
  return contentProblem(file, [], `malformed JSON at ${where}: ${reason}`);
}

async function runCheck(check: ContentCheck, context: CheckContext): Promise<ContentProblem[]> {
  try {
    return await check.run(context);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [contentProblem('content', [], `the check "${check.name}" could not run: ${reason}`)];
  }
}

export async function validateContent(
  root: string,
  checks: readonly ContentCheck[] = allContentChecks,
): Promise<ContentReport> {
  const problems: ContentProblem[] = [];
  const index = await readContentIndex(root);
  problems.push(...index.problems);
  const validator = await createSchemaValidator(root);
  index.kinds.forEach((kind, position) => {
    if (!validator.schemaNames.includes(kind.schema)) {
      problems.push(
        contentProblem(
          'schemas/index.json',
          ['kinds', position, 'schema'],
          `no schema file schemas/${kind.schema}`,
        ),
      );
    }
  });

  const files = await listFiles(root, 'content');
  const json: JsonContentFile[] = [];
  const mdx: TextContentFile[] = [];
  for (const file of files) {
    if (file.endsWith('.mdx')) {
      mdx.push({ file, text: await readFile(path.join(root, file), 'utf8') });
      continue;
    }
    if (!file.endsWith('.json')) continue;
    const kinds = index.kinds.filter((kind) => kind.matches(file));
    if (kinds.length === 0) {
      problems.push(contentProblem(file, [], 'no entry of schemas/index.json matches this file'));
    } else if (kinds.length > 1) {
      const globs = kinds.map((kind) => kind.files).join(', ');
      problems.push(
        contentProblem(file, [], `several entries of schemas/index.json match: ${globs}`),
      );
    }
    const text = await readFile(path.join(root, file), 'utf8');
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (error) {
      problems.push(parseProblem(file, text, error));
      continue;
    }
    const schema = kinds.length === 1 ? kinds[0]?.schema : undefined;
    if (schema !== undefined) problems.push(...(validator.validate(schema, file, data) ?? []));
    json.push({ file, schema, data });
  }
  problems.push(...validator.problems);

  const context: CheckContext = { root, json, mdx };
  for (const check of checks) problems.push(...(await runCheck(check, context)));
  return {
    problems: sortContentProblems(problems),
    filesChecked: json.length + mdx.length,
    checksRun: checks.length,
  };
}
