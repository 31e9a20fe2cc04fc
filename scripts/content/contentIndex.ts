// schemas/index.json says which schema validates which content files. Every JSON file under content/
// must match exactly one entry, so a new kind of file cannot slip in unvalidated.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentProblem, type ContentProblem } from './contentProblem.ts';
import { arrayAt, isRecord } from '../lib/jsonAccess.ts';

export const indexFile = 'schemas/index.json';

export interface ContentKind {
  /** A path relative to the project root where '*' matches within one path segment. */
  readonly files: string;
  /** The schema file, relative to schemas/. */
  readonly schema: string;
  readonly matches: (file: string) => boolean;
}

export interface ContentIndex {
  readonly kinds: readonly ContentKind[];
  readonly problems: readonly ContentProblem[];
}

function globMatcher(glob: string): (file: string) => boolean {
  const pattern = glob
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  const regex = new RegExp(`^${pattern}$`);
  return (file) => regex.test(file);
}

export async function readContentIndex(root: string): Promise<ContentIndex> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path.join(root, indexFile), 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { kinds: [], problems: [contentProblem(indexFile, [], `cannot be read: ${reason}`)] };
  }
  const kinds: ContentKind[] = [];
  const problems: ContentProblem[] = [];
  if (!isRecord(parsed) || !Array.isArray(parsed['kinds'])) {
    problems.push(contentProblem(indexFile, ['kinds'], 'must be a list of {files, schema}'));
  }
  arrayAt(parsed, 'kinds').forEach((entry, index) => {
    const files = isRecord(entry) ? entry['files'] : undefined;
    const schema = isRecord(entry) ? entry['schema'] : undefined;
    if (typeof files !== 'string' || !files.startsWith('content/')) {
      problems.push(
        contentProblem(indexFile, ['kinds', index, 'files'], 'must be a path under content/'),
      );
      return;
    }
    if (typeof schema !== 'string' || !schema.endsWith('.schema.json')) {
      problems.push(
        contentProblem(indexFile, ['kinds', index, 'schema'], 'must name a .schema.json file'),
      );
      return;
    }
    kinds.push({ files, schema, matches: globMatcher(files) });
  });
  return { kinds, problems };
}
