// The review tables of content/triage/review/ must follow their tests: a rule changed without
// `npm run triage:table` fails the validator, and regenerating makes it pass again.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import type { TriageTest } from '../../../src/content/types/triage-test';
import { formatContentProblem } from '../../../scripts/content/contentProblem';
import { validateContent } from '../../../scripts/content/validateContent';
import { projectCopy, projectRoot, type ProjectCopy } from './projectCopy';

const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');
const generator = path.join(projectRoot, 'scripts/triage/table.ts');
const TIMEOUT_MS = 120_000;

describe('triage review tables', () => {
  let copy: ProjectCopy | undefined;
  afterEach(async () => {
    await copy?.remove();
    copy = undefined;
  });

  it(
    'go stale when a rule changes, and are current again after npm run triage:table',
    async () => {
      copy = await projectCopy();
      const file = path.join(copy.root, 'content/triage/tests/dyspnea.json');
      const test = JSON.parse(await readFile(file, 'utf8')) as TriageTest;
      const rule = test.rules.find((candidate) => candidate.id === 'b_edema');
      if (rule === undefined) throw new Error('dyspnea has no b_edema');
      rule.action = { level: 'C' };
      await writeFile(file, JSON.stringify(test, null, 2));

      const stale = await validateContent(copy.root);
      expect(stale.problems.map(formatContentProblem)).toEqual([
        'content/triage/review/dyspnea.md  /  out of date with content/triage/tests/dyspnea.json: run npm run triage:table and commit the result',
      ]);

      await promisify(execFile)(tsx, [generator, '--root', copy.root]);
      const table = await readFile(
        path.join(copy.root, 'content/triage/review/dyspnea.md'),
        'utf8',
      );
      expect(table).toMatch(/\| `b_edema` \| C Consulta 24–72 h \|/);
      expect((await validateContent(copy.root)).problems).toEqual([]);
    },
    TIMEOUT_MS,
  );

  it('are shipped current for every test', async () => {
    const table = await readFile(
      path.join(projectRoot, 'content/triage/review/chest_pain.md'),
      'utf8',
    );
    expect(table).toContain('# Dolor de pecho (`chest_pain`)');
    expect(table).toContain(
      '| 8 | `a_spo2_90_or_less` | A Ambulancia inmediata | «Oxigenación (SpO2)» ≤ 90 % | La oxigenación (SpO2) es de 90 % o menos. | Especificación (§9) |',
    );
    // Issue 39: the general danger signs' rules come first, and the levels' change is counted.
    expect(table).toMatch(/\| 1 \| `general_a_breathing_distress` \| A Ambulancia inmediata \|/);
    expect(table).toContain('## Cambio de nivel frente a la versión anterior');
    expect(table).toMatch(/\| D Autocuidado \| \d+ \| \d+ \| \d+ \| 0 \| \d+ \|/);
  });
});
