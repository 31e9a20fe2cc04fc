// The production build runs the content validator (scripts/build/contentValidationPlugin.ts): a real
// `vite build` of a tiny page in a copy of the project fails on broken content and passes on the
// shipped content.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { contentValidation } from '../../../scripts/build/contentValidationPlugin';
import projectConfig from '../../../vite.config';
import { projectCopy, projectRoot, type ProjectCopy } from './projectCopy';

const buildTimeout = 60_000;

async function buildPage(root: string): Promise<unknown> {
  await writeFile(
    path.join(root, 'index.html'),
    '<!doctype html><html lang="es-MX"><body><script type="module" src="/main.js"></script></body></html>',
  );
  await writeFile(path.join(root, 'main.js'), 'document.body.append("Vita365");\n');
  return build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [contentValidation()],
    build: { outDir: path.join(root, 'dist'), write: false },
  });
}

describe('vite build with the content validation plugin', () => {
  it('is part of the project build', () => {
    const names = (projectConfig.plugins ?? [])
      .flat()
      .map((plugin) => (plugin && 'name' in plugin ? plugin.name : undefined));
    expect(names).toContain(contentValidation().name);
  });

  let copy: ProjectCopy | undefined;
  afterEach(async () => {
    await copy?.remove();
    copy = undefined;
  });

  it(
    'fails and lists the problem when a content file is invalid',
    async () => {
      copy = await projectCopy(path.join(projectRoot, 'tests/fixtures/content/wrong-type/files'));
      await expect(buildPage(copy.root)).rejects.toThrow(
        'content/pricing/pricing.json  /basePriceMonthly  must be number',
      );
    },
    buildTimeout,
  );

  it(
    'succeeds with the shipped content',
    async () => {
      copy = await projectCopy();
      await expect(buildPage(copy.root)).resolves.toBeDefined();
    },
    buildTimeout,
  );
});
