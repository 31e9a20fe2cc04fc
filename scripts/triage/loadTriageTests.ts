// Reads the triage tests from content/triage/tests/ with fs, for command-line tools running under
// tsx in Node, where Vite's import.meta.glob (used by src/content/triage.ts) does not exist. Each file
// is checked against its schema so an editor's typo is reported here, not as a wrong triage level.
// Each test comes with the general danger signs joined, as on screen (src/domain/triage/triageGeneralSigns.ts).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import Ajv from 'ajv';
import type { TriageLevel, TriageLevelsFile } from '../../src/content/types/triage-levels.ts';
import type { TriageGeneralSigns } from '../../src/content/types/triage-general-signs.ts';
import type { TriageTest } from '../../src/content/types/triage-test.ts';
import {
  withGeneralSigns,
  type TriageTestWithGeneralSigns,
} from '../../src/domain/triage/triageGeneralSigns.ts';

export const projectRoot = path.resolve(import.meta.dirname, '../..');

const testsDir = 'content/triage/tests';
const schemaFile = 'schemas/triage-test.schema.json';
const generalSignsFile = 'content/triage/general-signs.json';
const generalSignsSchemaFile = 'schemas/triage-general-signs.schema.json';
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

function reasonsOf(
  errors: readonly { instancePath: string; message?: string }[] | null | undefined,
) {
  return (errors ?? [])
    .map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`)
    .join('; ');
}

/** Every triage test with the general signs joined, sorted by `order`; throws with the file and the reason if one is invalid. */
export async function loadTriageTests(
  root: string = projectRoot,
): Promise<TriageTestWithGeneralSigns[]> {
  const ajv = new Ajv({ allErrors: true, strict: true });
  // Compiled first, so that the general signs' schema can refer to its definitions by $id.
  const isTriageTest = ajv.compile<TriageTest>((await readJson(root, schemaFile)) as object);
  const isGeneralSigns = ajv.compile<TriageGeneralSigns>(
    (await readJson(root, generalSignsSchemaFile)) as object,
  );
  if (isTriageTest === undefined)
    throw new Error(`${schemaFile} has no $id ${path.basename(schemaFile)}`);
  const general = await readJson(root, generalSignsFile);
  if (!isGeneralSigns(general)) {
    throw new Error(
      `${generalSignsFile} does not match ${generalSignsSchemaFile}: ${reasonsOf(isGeneralSigns.errors)}`,
    );
  }
  const names = (await readdir(path.join(root, testsDir))).filter((name) => name.endsWith('.json'));
  const tests: TriageTestWithGeneralSigns[] = [];
  for (const name of names.sort()) {
    const file = `${testsDir}/${name}`;
    const data = await readJson(root, file);
    if (!isTriageTest(data)) {
      throw new Error(`${file} does not match ${schemaFile}: ${reasonsOf(isTriageTest.errors)}`);
    }
    if (`${data.id}.json` !== name)
      throw new Error(`${file}: its id "${data.id}" must equal the file name`);
    tests.push(withGeneralSigns(data, general));
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
    throw new Error(
      `${levelsFile} does not match ${levelsSchemaFile}: ${reasonsOf(isLevels.errors)}`,
    );
  }
  return data.levels;
}
