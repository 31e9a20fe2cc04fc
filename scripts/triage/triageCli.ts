// The triage command line's work (scripts/triage/cli.ts): evaluates one triage test for the arguments and
// writes what the command prints, returning its exit code. The entry file wires it to the process;
// tests call it in-process, and start the real command for what only a process shows.
import { readFile, stat } from 'node:fs/promises';
import { triageAnswerProblemText } from '../../src/content/triageAnswerText.ts';
import { evaluateTriage } from '../../src/domain/triage/triage.ts';
import { parseTriageAnswers } from '../../src/domain/triage/triageAnswers.ts';
import { explainTriage } from '../../src/domain/triage/triageExplain.ts';
import { formatTriageExplanation } from '../../src/domain/triage/triageExplainText.ts';
import { registerMessageAreas } from '../lib/registerMessageAreas.ts';
import { loadTriageLevels, loadTriageTests } from './loadTriageTests.ts';

const USAGE =
  "Uso: npm run triage -- [--explain] <testId> '<respuestas en JSON>' | <archivo.json> | -";
const EXPLAIN = '--explain';

const EXIT_BAD_INPUT = 2;
const EXIT_BROKEN_CONTENT = 1;

class BadInput extends Error {}
class BrokenContent extends Error {}

/** Where the command reads and writes: the process's streams, or a test's strings. */
export interface TriageCliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly readStdin: () => Promise<string>;
}

async function isFile(candidate: string): Promise<boolean> {
  try {
    return (await stat(candidate)).isFile();
  } catch {
    return false;
  }
}

/** The answers argument is JSON text, a file holding it, or '-' for stdin. */
async function answersText(argument: string, io: TriageCliIo): Promise<string> {
  if (argument === '-') return io.readStdin();
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

async function run(allArgs: readonly string[], io: TriageCliIo): Promise<void> {
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
  const parsed = parseTriageAnswers(test.fields, parseJson(await answersText(answersArgument, io)));
  if (!parsed.ok) {
    registerMessageAreas();
    const lines = parsed.problems.map((problem) =>
      problem.fieldId === undefined
        ? triageAnswerProblemText(problem)
        : `${problem.fieldId}: ${triageAnswerProblemText(problem)}`,
    );
    throw new BadInput(`Respuestas inválidas para "${testId}":\n  ${lines.join('\n  ')}`);
  }
  const result = evaluateTriage(test, parsed.answers);
  const line = { testId, level: result.level, rationale: result.rationale };
  io.stdout(`${JSON.stringify(line)}\n`);
  if (!explain) return;
  const levels = await loadTriageLevels().catch(brokenContent);
  const label = (id: string): string => levels.find((level) => level.id === id)?.label ?? id;
  const lines = formatTriageExplanation(explainTriage(test, parsed.answers), label);
  io.stdout(`\n«${test.title}» (${testId})\n${lines.join('\n')}\n`);
}

/** Runs the command for `args`; returns its exit code. Errors other than bad input or content throw. */
export async function triageCli(args: readonly string[], io: TriageCliIo): Promise<number> {
  try {
    await run(args, io);
    return 0;
  } catch (error) {
    if (!(error instanceof BadInput || error instanceof BrokenContent)) throw error;
    io.stderr(`${error.message}\n`);
    return error instanceof BadInput ? EXIT_BAD_INPUT : EXIT_BROKEN_CONTENT;
  }
}
