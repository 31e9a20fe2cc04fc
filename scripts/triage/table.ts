// npm run triage:table [-- --root <dir>]: writes content/triage/review/<test id>.md for every triage
// test (rules in order with level, condition in Spanish words, reason and origin; questions; call to
// action and advice per level; how many random answer sets changed level since the version before
// issue 39) and removes review files of tests that no longer exist. Commit the
// result with the rule change: `npm run validate:content` fails while a table is out of date.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadTriageLevels, loadTriageTests, projectRoot } from './loadTriageTests.ts';
import { levelShift, previousVersionOf } from './triageLevelShift.ts';
import { renderTriageReview, reviewDir, reviewTablePath } from './triageReviewTable.ts';

function rootFromArgs(args: readonly string[]): string {
  const flag = args.indexOf('--root');
  if (flag === -1) return projectRoot;
  const value = args[flag + 1];
  if (value === undefined) {
    console.error('Uso: npm run triage:table [-- --root <carpeta del proyecto>]');
    process.exit(2);
  }
  return path.resolve(value);
}

const root = rootFromArgs(process.argv.slice(2));
try {
  const [tests, levels] = await Promise.all([loadTriageTests(root), loadTriageLevels(root)]);
  await mkdir(path.join(root, reviewDir), { recursive: true });
  const written = new Set<string>();
  for (const test of tests) {
    const file = reviewTablePath(test.id);
    const previous = previousVersionOf(root, test.id);
    const shift = previous === undefined ? undefined : levelShift(test, previous);
    await writeFile(path.join(root, file), renderTriageReview(test, levels, shift));
    written.add(path.posix.basename(file));
  }
  for (const name of await readdir(path.join(root, reviewDir))) {
    if (name.endsWith('.md') && !written.has(name)) await rm(path.join(root, reviewDir, name));
  }
  console.log(`Escritas ${written.size} tablas de revisión en ${reviewDir}/.`);
} catch (error) {
  console.error(`No se pudo leer el contenido de triage: ${(error as Error).message}`);
  process.exitCode = 1;
}
