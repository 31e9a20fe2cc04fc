// Each folder of tests/fixtures/content/ breaks the content in one way: `files/` mirrors the project
// and replaces or adds files, `expected.json` says which file and JSON pointer the validator must
// name. The command line's function runs in-process on a copy of the project with the fixture
// applied; one fixture also goes through the real command (tsx), to prove it exits with that code and
// prints the same lines.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { validateContentCli } from '../../../scripts/content/validateContentCli';
import { projectCopy, projectRoot, type ProjectCopy } from './projectCopy';

const fixturesDir = path.join(projectRoot, 'tests/fixtures/content');
const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');
const cli = path.join(projectRoot, 'scripts/content/validate.ts');

interface Expected {
  readonly file: string;
  readonly pointer: string;
  readonly message: string;
}

interface CliResult {
  readonly code: number;
  readonly output: string;
}

const fixtures = readdirSync(fixturesDir).sort();

// Rendering the schema types takes a few seconds on a busy machine; starting tsx a few more.
const runTimeout = 60_000;

async function runValidatorInProcess(root: string): Promise<CliResult> {
  const lines: string[] = [];
  const record = (line: string): void => {
    lines.push(`${line}\n`);
  };
  const code = await validateContentCli(['--root', root], { log: record, error: record });
  return { code, output: lines.join('') };
}

async function runValidatorCommand(root: string): Promise<CliResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(tsx, [cli, '--root', root]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

function readExpected(fixture: string): Expected {
  return JSON.parse(
    readFileSync(path.join(fixturesDir, fixture, 'expected.json'), 'utf8'),
  ) as Expected;
}

function expectNamed({ code, output }: CliResult, expected: Expected): void {
  expect(code).toBe(1);
  const lines = output.split('\n');
  const named = lines.filter((line) => line.startsWith(`${expected.file}  ${expected.pointer}  `));
  expect(named, output).not.toHaveLength(0);
  expect(named.join('\n')).toContain(expected.message);
}

describe('npm run validate:content on invalid content', () => {
  let copy: ProjectCopy | undefined;
  afterEach(async () => {
    await copy?.remove();
    copy = undefined;
  });

  it('has fixtures for the required kinds of breakage', () => {
    expect(fixtures).toEqual(
      expect.arrayContaining([
        'missing-required-field',
        'wrong-type',
        'unknown-triage-field',
        'duplicate-slug',
        'malformed-json',
        'red-flag-without-rule',
        'message-key-missing',
      ]),
    );
  });

  it.each(fixtures)(
    'exits 1 and names the file and pointer for %s',
    async (fixture) => {
      copy = await projectCopy(path.join(fixturesDir, fixture, 'files'));

      expectNamed(await runValidatorInProcess(copy.root), readExpected(fixture));
    },
    runTimeout,
  );

  it(
    'the real command exits 1 and prints what the in-process run prints',
    async () => {
      const fixture = 'malformed-json';
      copy = await projectCopy(path.join(fixturesDir, fixture, 'files'));

      const command = await runValidatorCommand(copy.root);

      expectNamed(command, readExpected(fixture));
      expect(command).toEqual(await runValidatorInProcess(copy.root));
    },
    runTimeout,
  );
});
