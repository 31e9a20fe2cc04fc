// The command line of `npm run validate:content [-- --root <dir>]` as a function: it prints one line
// per problem (file, JSON pointer, message) and returns 1, or prints a summary and returns 0 (2 for a
// bad argument). scripts/content/validate.ts exits with that code; tests call it in-process.
import path from 'node:path';
import { formatContentProblem } from './contentProblem.ts';
import { validateContent } from './validateContent.ts';

/** Where the command line writes: the console, or a recorder in tests. */
export interface CliOutput {
  log(line: string): void;
  error(line: string): void;
}

const defaultRoot = path.resolve(import.meta.dirname, '../..');

function rootFromArgs(args: readonly string[]): string | undefined {
  const flag = args.findIndex((arg) => arg === '--root' || arg.startsWith('--root='));
  if (flag === -1) return defaultRoot;
  const arg = args[flag] ?? '';
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[flag + 1];
  return value ? path.resolve(value) : undefined;
}

export async function validateContentCli(
  args: readonly string[],
  output: CliOutput = console,
): Promise<number> {
  const root = rootFromArgs(args);
  if (root === undefined) {
    output.error('Usage: tsx scripts/content/validate.ts [--root <project dir>]');
    return 2;
  }
  const report = await validateContent(root);
  if (report.problems.length > 0) {
    for (const problem of report.problems) output.error(formatContentProblem(problem));
    const count = report.problems.length;
    output.error(`\n${count} content problem${count === 1 ? '' : 's'} found.`);
    return 1;
  }
  output.log(
    `Content OK: ${report.filesChecked} files valid against their schemas and ${report.checksRun} content checks.`,
  );
  return 0;
}
