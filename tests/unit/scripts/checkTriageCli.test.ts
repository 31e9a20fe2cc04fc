// `npm run check:triage` as a clinical editor runs it: on the shipped content it finds nothing and
// exits 0; on a copy where a careless new first rule sends "radiation: sí" to self-care it exits 1
// and names the question, in Spanish.
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TriageTest } from '../../../src/content/types/triage-test';
import { projectCopy, projectRoot, type ProjectCopy } from '../content/projectCopy';

// tsx starts and fast-check tries thousands of answer sets: seconds, more on a busy machine.
const TIMEOUT_MS = 120_000;

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function checkTriage(args: readonly string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/triage/check.ts', ...args], {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run check:triage', () => {
  let copy: ProjectCopy | undefined;
  afterEach(async () => {
    await copy?.remove();
    copy = undefined;
  });

  it(
    'finds nothing in the shipped content and exits 0',
    async () => {
      const run = await checkTriage([]);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Ninguna propiedad de seguridad encontró un contraejemplo.');
      expect(run.stdout.match(/^✓ /gm)).toHaveLength(10);
    },
    TIMEOUT_MS,
  );

  it(
    'exits 1 and names radiation when a new first rule of chest_pain sends radiation: sí to D',
    async () => {
      copy = await projectCopy();
      const file = path.join(copy.root, 'content/triage/tests/chest_pain.json');
      const test = JSON.parse(await readFile(file, 'utf8')) as TriageTest;
      test.rules.unshift({
        id: 'd_radiation_is_muscular',
        condition: { var: 'radiation' },
        action: { level: 'D' },
        note: 'A careless edit the safety check must catch.',
        reason: 'Es un dolor muscular.',
      });
      await writeFile(file, JSON.stringify(test, null, 2));

      const run = await checkTriage(['--root', copy.root, 'chest_pain']);

      expect(run.code).toBe(1);
      expect(run.stdout).toContain('responder «sí» a una señal de peligro bajó el nivel');
      expect(run.stdout).toMatch(
        /Pregunta: «¿El dolor se corre hacia el brazo[^»]*» \(radiation\)/,
      );
      expect(run.stdout).toMatch(/con «sí»: D Autocuidado \(regla d_radiation_is_muscular\)/);
    },
    TIMEOUT_MS,
  );

  it(
    'exits 2 for an unknown test id',
    async () => {
      const run = await checkTriage(['--runs', '10', 'heartburn']);
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/Test desconocido: heartburn/);
    },
    TIMEOUT_MS,
  );
});
