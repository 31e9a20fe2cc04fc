// npm run check:triage [-- [--runs N] [--seed N] [--root DIR] [testId…]]
// Runs the triage safety properties on the tests as they are on disk, so a clinical editor learns
// before any commit whether a change made a test less safe: every answer set gets exactly one level;
// a blank never satisfies a threshold; a danger answer never lowers the level; numeric bands leave
// no gaps. Each counterexample is printed in plain Spanish. Exit 0: none found; 1: counterexamples
// or unreadable content; 2: bad arguments or an unknown test id.
import path from 'node:path';
import { loadTriageLevels, loadTriageTests, projectRoot } from './loadTriageTests.ts';
import { checkTriageTestSafety } from './safety/triageSafetyChecks.ts';

const USAGE = 'Uso: npm run check:triage -- [--runs N] [--seed N] [--root carpeta] [testId …]';

/** Enough runs to meet rare combinations, few enough to answer within seconds on a laptop. */
const DEFAULT_RUNS = 2000;
/** A fixed seed: the same content gives the same report every time. */
const DEFAULT_SEED = 20;

class UsageError extends Error {}

interface Options {
  readonly runs: number;
  readonly seed: number;
  readonly root: string;
  readonly testIds: readonly string[];
}

function positiveInteger(flag: string, value: string | undefined): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new UsageError(`${flag} necesita un número entero positivo.\n${USAGE}`);
  }
  return number;
}

function parseArgs(args: readonly string[]): Options {
  let runs = DEFAULT_RUNS;
  let seed = DEFAULT_SEED;
  let root = projectRoot;
  const testIds: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const value = args[index + 1];
    if (arg === '--runs') runs = positiveInteger(arg, value);
    else if (arg === '--seed') seed = positiveInteger(arg, value);
    else if (arg === '--root') {
      if (value === undefined) throw new UsageError(USAGE);
      root = path.resolve(value);
    } else if (arg.startsWith('--')) throw new UsageError(`Opción desconocida: ${arg}\n${USAGE}`);
    else {
      testIds.push(arg);
      continue;
    }
    index += 1;
  }
  return { runs, seed, root, testIds };
}

async function run(args: readonly string[]): Promise<number> {
  const options = parseArgs(args);
  let tests;
  let levels;
  try {
    [tests, levels] = await Promise.all([
      loadTriageTests(options.root),
      loadTriageLevels(options.root),
    ]);
  } catch (error) {
    console.error(`No se pudo leer el contenido de triage: ${(error as Error).message}`);
    return 1;
  }
  const unknown = options.testIds.filter((id) => !tests.some((test) => test.id === id));
  if (unknown.length > 0) {
    const known = tests.map((test) => test.id).join(', ');
    throw new UsageError(`Test desconocido: ${unknown.join(', ')}. Tests disponibles: ${known}.`);
  }
  const chosen =
    options.testIds.length === 0 ? tests : tests.filter((t) => options.testIds.includes(t.id));
  console.log(
    `Revisando ${chosen.length} test(s) de triage: ${options.runs} casos por propiedad, semilla ${options.seed}.\n`,
  );
  let found = 0;
  for (const test of chosen) {
    const counterexamples = checkTriageTestSafety(test, levels, {
      numRuns: options.runs,
      seed: options.seed,
    });
    found += counterexamples.length;
    if (counterexamples.length === 0) console.log(`✓ ${test.id} («${test.title}»): sin problemas.`);
    for (const counterexample of counterexamples) console.log(`✗ ${counterexample.text}\n`);
  }
  if (found === 0) {
    console.log('\nNinguna propiedad de seguridad encontró un contraejemplo.');
    return 0;
  }
  console.log(
    `${found} problema(s) de seguridad. Corrige la regla, o añade una red de seguridad al final ` +
      '(content/triage/README.md, "Safety-net rules").',
  );
  return 1;
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(error.message);
  process.exitCode = 2;
}
