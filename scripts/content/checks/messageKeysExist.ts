// The code asks for texts by key (`t('agenda.medicineAdded')`, `tPlural('checkup.shownRecords', n)`,
// src/content/messages.ts). A key an editor renamed or deleted in content/messages/ would throw on the
// page that shows it, so every key the code asks for must be in its area's file.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { contentProblem, type ContentProblem } from '../contentProblem.ts';
import { isRecord, recordAt } from '../../lib/jsonAccess.ts';
import type { CheckContext, ContentCheck } from './contentCheck.ts';

/** `t('area.key'` or `tPlural('area.key'`, as src/content/messages.ts exports them. */
const keyUse = /\bt(?:Plural)?\(\s*['"]([a-z][A-Za-z0-9]*)\.([A-Za-z0-9]+)['"]/g;

export interface MessageKeyUse {
  readonly area: string;
  readonly key: string;
  /** Relative to the project root, with forward slashes. */
  readonly file: string;
}

async function sourceFiles(root: string): Promise<string[]> {
  const src = path.join(root, 'src');
  let entries;
  try {
    entries = await readdir(src, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}content${path.sep}types${path.sep}`))
    .sort();
}

/** Every key the code under `root`/src asks for, with the first file that asks. */
export async function messageKeyUses(root: string): Promise<MessageKeyUse[]> {
  const uses = new Map<string, MessageKeyUse>();
  for (const file of await sourceFiles(root)) {
    const text = await readFile(file, 'utf8');
    for (const [, area = '', key = ''] of text.matchAll(keyUse)) {
      const id = `${area}.${key}`;
      if (!uses.has(id)) {
        uses.set(id, { area, key, file: path.relative(root, file).split(path.sep).join('/') });
      }
    }
  }
  return [...uses.values()];
}

function catalogueFile(context: CheckContext, area: string) {
  return context.json.find((file) => file.file === `content/messages/${area}.json`);
}

export const messageKeysExist: ContentCheck = {
  name: 'every message key the code uses is in content/messages',
  async run(context) {
    const problems: ContentProblem[] = [];
    for (const { area, key, file } of await messageKeyUses(context.root)) {
      const catalogue = catalogueFile(context, area);
      const where = `content/messages/${area}.json`;
      if (!catalogue) {
        problems.push(contentProblem(where, [], `${file} asks for "${area}.${key}": no such file`));
        continue;
      }
      const messages = recordAt(catalogue.data, 'messages');
      if (!isRecord(messages) || !(key in messages)) {
        problems.push(
          contentProblem(
            where,
            ['messages', key],
            `${file} asks for "${area}.${key}", which this file lacks`,
          ),
        );
      }
    }
    return problems;
  },
};
