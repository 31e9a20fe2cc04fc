// Evaluates one triage test from the shell, for clinical editors trying a rule and for tests:
//   npm run triage -- [--explain] <testId> '<answers as JSON>'   (or a JSON file, or - for stdin)
// Prints one JSON line {"testId","level","rationale"} and exits 0; with --explain, then every rule in
// order, whether it matched and which part was false or unanswered. Bad input (unknown test or field,
// wrong type, out-of-range value, malformed JSON) goes to stderr with exit code 2; unreadable
// content files exit with 1, because the editor's answers are not at fault.
import { readFile, stat } from 'node:fs/promises';
import { evaluateTriage } from '../src/domain/triage.ts';
import { parseTriageAnswers } from '../src/domain/triageAnswers.ts';
import { explainTriage } from '../src/domain/triageExplain.ts';
import { formatTriageExplanation } from '../src/domain/triageExplainText.ts';
import { loadTriageLevels, loadTriageTests } from './lib/loadTriageTests.ts';

const USAGE =
  "Uso: npm run triage -- [--explain] <testId> '<respuestas en JSON>' | <archivo.json> | -";
const EXPLAIN = '--explain';

const EXIT_BAD_INPUT = 2;
const EXIT_BROKEN_CONTENT = 1;

class BadInput extends Error {}
class BrokenContent extends Error {}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

async function isFile(candidate: string): Promise<boolean> {
  try {
    return (await stat(candidate)).isFile();
  } catch {
    return false;
  }
}

/** The answers argument is JSON text, a file holding it, or '-' for stdin. */
async function answersText(argument: string): Promise<string> {
  if (argument === '-') return readStdin();
  if (!argument.trimStart().startsWith('{') && (await isFile(argument))) {
    return readFile(argument, 'utf8');
  }
  return argument;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BadInput(
      `Las respuestas no son JSON válido ni un archivo existente (${reason}). Ejemplo: '{"spo2": 92}'`,
    );
  }
}

function brokenContent(error: unknown): never {
  const reason = error instanceof Error ? error.message : String(error);
  throw new BrokenContent(`No se pudo leer el contenido de triage: ${reason}`, { cause: error });
}

async function run(allArgs: readonly string[]): Promise<void> {
  const explain = allArgs.includes(EXPLAIN);
  const args = allArgs.filter((arg) => arg !== EXPLAIN);
  const [testId, answersArgument, ...extra] = args;
  if (testId === undefined || answersArgument === undefined || extra.length > 0) {
    throw new BadInput(USAGE);
  }
  const tests = await loadTriageTests().catch(brokenContent);
  const test = tests.find((candidate) => candidate.id === testId);
  if (test === undefined) {
    const known = tests.map((candidate) => candidate.id).join(', ');
    throw new BadInput(`Test desconocido: "${testId}". Tests disponibles: ${known}.`);
  }
  const parsed = parseTriageAnswers(test.fields, parseJson(await answersText(answersArgument)));
  if (!parsed.ok) {
    const lines = parsed.problems.map((problem) =>
      problem.fieldId === undefined ? problem.message : `${problem.fieldId}: ${problem.message}`,
    );
    throw new BadInput(`Respuestas inválidas para "${testId}":\n  ${lines.join('\n  ')}`);
  }
  const result = evaluateTriage(test, parsed.answers);
  const line = { testId, level: result.level, rationale: result.rationale };
  process.stdout.write(`${JSON.stringify(line)}\n`);
  if (!explain) return;
  const levels = await loadTriageLevels().catch(brokenContent);
  const label = (id: string): string => levels.find((level) => level.id === id)?.label ?? id;
  const lines = formatTriageExplanation(explainTriage(test, parsed.answers), label);
  process.stdout.write(`\n«${test.title}» (${testId})\n${lines.join('\n')}\n`);
}

try {
  await run(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof BadInput || error instanceof BrokenContent)) throw error;
  console.error(error.message);
  process.exitCode = error instanceof BadInput ? EXIT_BAD_INPUT : EXIT_BROKEN_CONTENT;
}
