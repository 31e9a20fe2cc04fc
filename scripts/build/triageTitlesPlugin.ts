// Serves the module `virtual:triage-titles`: each triage test's title by its id, read from
// content/triage/tests/ when the app is built. A screen that only names a saved result (Mi Chequeo's
// history) imports it instead of the tests themselves, whose questions and rules weigh 85 KB.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

const moduleId = 'virtual:triage-titles';
const resolvedId = `\0${moduleId}`;
const TESTS_FOLDER = 'content/triage/tests';

/** The test files under `root`, as absolute paths. */
async function testFiles(root: string): Promise<string[]> {
  const folder = path.join(root, TESTS_FOLDER);
  const names = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
  return names.map((name) => path.join(folder, name));
}

/** `{ chest_pain: 'Dolor de pecho', … }` from the test files under `root`. */
export async function readTriageTitles(root: string): Promise<Record<string, string>> {
  const titles: Record<string, string> = {};
  for (const file of await testFiles(root)) {
    const test = JSON.parse(await readFile(file, 'utf8')) as {
      readonly id?: unknown;
      readonly title?: unknown;
    };
    if (typeof test.id !== 'string' || typeof test.title !== 'string') {
      throw new Error(`${path.relative(root, file)}: a triage test needs a text "id" and "title"`);
    }
    titles[test.id] = test.title;
  }
  return titles;
}

export function triageTitles(): Plugin {
  let root = '';
  return {
    name: 'vita365-triage-titles',
    configResolved(config) {
      root = config.root;
    },
    resolveId(id) {
      return id === moduleId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      for (const file of await testFiles(root)) this.addWatchFile(file);
      return `export const triageTitles = ${JSON.stringify(await readTriageTitles(root))};`;
    },
  };
}
