// Each folder of tests/fixtures/content/ breaks the content in one way: `files/` mirrors the project
// and replaces or adds files, `expected.json` says which file and JSON pointer the validator must
// name. The real command line runs on a copy of the project with the fixture applied.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { projectCopy, projectRoot, type ProjectCopy } from './projectCopy';

const fixturesDir = path.join(projectRoot, 'tests/fixtures/content');
const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');
const cli = path.join(projectRoot, 'scripts/validate-content.ts');

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

// Each run starts tsx and renders the schema types, a couple of seconds on a busy machine.
const runTimeout = 60_000;

async function runValidator(root: string): Promise<CliResult> {
  try {
    const { stdout, stderr } = await promisify(execFile)(tsx, [cli, '--root', root]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
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
      ]),
    );
  });

  it.each(fixtures)(
    'exits 1 and names the file and pointer for %s',
    async (fixture) => {
      const expected = JSON.parse(
        readFileSync(path.join(fixturesDir, fixture, 'expected.json'), 'utf8'),
      ) as Expected;
      copy = await projectCopy(path.join(fixturesDir, fixture, 'files'));

      const { code, output } = await runValidator(copy.root);

      expect(code).toBe(1);
      const lines = output.split('\n');
      const named = lines.filter((line) =>
        line.startsWith(`${expected.file}  ${expected.pointer}  `),
      );
      expect(named, output).not.toHaveLength(0);
      expect(named.join('\n')).toContain(expected.message);
    },
    runTimeout,
  );
});
