// Evaluates one triage test from the shell, for clinical editors trying a rule and for tests:
//   npm run triage -- [--explain] <testId> '<answers as JSON>'   (or a JSON file, or - for stdin)
// Prints one JSON line {"testId","level","rationale"} and exits 0; with --explain, then every rule in
// order, whether it matched and which part was false or unanswered. Bad input (unknown test or field,
// wrong type, out-of-range value, malformed JSON) goes to stderr with exit code 2; unreadable
// content files exit with 1, because the editor's answers are not at fault.
import { triageCli } from './triageCli.ts';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

process.exitCode = await triageCli(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readStdin,
});
