// The shipped VS Code settings map content files to their schemas (json.schemas), so a new file gets
// completion and checking before it has a "$schema" line. The map must follow schemas/index.json.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readContentIndex } from '../contentIndex.ts';
import { contentProblem, type ContentProblem } from '../contentProblem.ts';
import { arrayAt, isRecord } from '../../lib/jsonAccess.ts';
import type { ContentCheck } from './contentCheck.ts';

export const editorSettingsFile = '.vscode/settings.json';

export interface EditorSchemaMapping {
  readonly fileMatch: readonly string[];
  readonly url: string;
}

/** The json.schemas entries the settings must hold, in the order of schemas/index.json. */
export async function expectedEditorSchemas(root: string): Promise<EditorSchemaMapping[]> {
  const { kinds } = await readContentIndex(root);
  return kinds.map((kind) => ({ fileMatch: [`/${kind.files}`], url: `./schemas/${kind.schema}` }));
}

function sameMapping(actual: unknown, expected: EditorSchemaMapping): boolean {
  return (
    isRecord(actual) &&
    actual['url'] === expected.url &&
    JSON.stringify(actual['fileMatch']) === JSON.stringify(expected.fileMatch)
  );
}

export const editorSettingsMatchSchemaIndex: ContentCheck = {
  name: 'the editor settings map content files to the schemas of schemas/index.json',
  async run({ root }) {
    let settings: unknown;
    try {
      settings = JSON.parse(await readFile(path.join(root, editorSettingsFile), 'utf8'));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return [contentProblem(editorSettingsFile, [], `cannot be read as JSON: ${reason}`)];
    }
    const problems: ContentProblem[] = [];
    const actual = isRecord(settings) ? arrayAt(settings, 'json.schemas') : [];
    const expected = await expectedEditorSchemas(root);
    expected.forEach((mapping, index) => {
      if (!sameMapping(actual[index], mapping)) {
        problems.push(
          contentProblem(
            editorSettingsFile,
            ['json.schemas', index],
            `must be ${JSON.stringify(mapping)} (from schemas/index.json, same order)`,
          ),
        );
      }
    });
    if (actual.length > expected.length) {
      problems.push(
        contentProblem(
          editorSettingsFile,
          ['json.schemas', expected.length],
          'has entries schemas/index.json does not list',
        ),
      );
    }
    return problems;
  },
};
