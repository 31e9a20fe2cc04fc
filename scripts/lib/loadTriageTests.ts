// Reads the triage tests from content/triage/tests/ with fs, for command-line tools running under
// tsx in Node, where Vite's import.meta.glob (used by src/content/triage.ts) does not exist. Each file
// is checked against its schema so an editor's typo is reported here, not as a wrong triage level.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import Ajv from 'ajv';
import type { TriageLevel, TriageLevelsFile } from '../../src/content/types/triage-levels.ts';
import type { TriageTest } from '../../src/content/types/triage-test.ts';

export const projectRoot = path.resolve(import.meta.dirname, '../..');

const testsDir = 'content/triage/tests';
const schemaFile = 'schemas/triage-test.schema.json';
const levelsFile = 'content/triage/levels.json';
const levelsSchemaFile = 'schemas/triage-levels.schema.json';

async function readJson(root: string, file: string): Promise<unknown> {
  const text = await readFile(path.join(root, file), 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${file}: malformed JSON (${reason})`, { cause: error });
  }
}

/** Every triage test, sorted by `order`; throws with the file and the reason if one is invalid. */
export async function loadTriageTests(root: string = projectRoot): Promise<TriageTest[]> {
  const ajv = new Ajv({ allErrors: true, strict: true });
  const isTriageTest = ajv.compile<TriageTest>((await readJson(root, schemaFile)) as object);
  const names = (await readdir(path.join(root, testsDir))).filter((name) => name.endsWith('.json'));
  const tests: TriageTest[] = [];
  for (const name of names.sort()) {
    const file = `${testsDir}/${name}`;
    const data = await readJson(root, file);
    if (!isTriageTest(data)) {
      const reasons = (isTriageTest.errors ?? [])
        .map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`)
        .join('; ');
      throw new Error(`${file} does not match ${schemaFile}: ${reasons}`);
    }
    if (`${data.id}.json` !== name)
      throw new Error(`${file}: its id "${data.id}" must equal the file name`);
    tests.push(data);
  }
  return tests.sort((a, b) => a.order - b.order);
}

/** The four levels of content/triage/levels.json (label, colour, urgency); throws if invalid. */
export async function loadTriageLevels(root: string = projectRoot): Promise<TriageLevel[]> {
  const ajv = new Ajv({ allErrors: true, strict: true });
  const isLevels = ajv.compile<TriageLevelsFile>(
    (await readJson(root, levelsSchemaFile)) as object,
  );
  const data = await readJson(root, levelsFile);
  if (!isLevels(data)) {
    const reasons = (isLevels.errors ?? [])
      .map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`)
      .join('; ');
    throw new Error(`${levelsFile} does not match ${levelsSchemaFile}: ${reasons}`);
  }
  return data.levels;
}
