// npm run validate:content [-- --root <dir>]: checks every content file against its schema and the
// checks of scripts/content-checks/. Prints one line per problem (file, JSON pointer, message) and
// exits 1, or prints a summary and exits 0.
import path from 'node:path';
import { formatContentProblem } from './lib/contentProblem.ts';
import { validateContent } from './lib/validateContent.ts';

function rootFromArgs(args: readonly string[]): string {
  const flag = args.findIndex((arg) => arg === '--root' || arg.startsWith('--root='));
  if (flag === -1) return path.resolve(import.meta.dirname, '..');
  const arg = args[flag] ?? '';
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[flag + 1];
  if (!value) {
    console.error('Usage: tsx scripts/validate-content.ts [--root <project dir>]');
    process.exit(2);
  }
  return path.resolve(value);
}

const report = await validateContent(rootFromArgs(process.argv.slice(2)));
if (report.problems.length > 0) {
  for (const problem of report.problems) console.error(formatContentProblem(problem));
  const count = report.problems.length;
  console.error(`\n${count} content problem${count === 1 ? '' : 's'} found.`);
  process.exit(1);
}
console.log(
  `Content OK: ${report.filesChecked} files valid against their schemas and ${report.checksRun} content checks.`,
);
