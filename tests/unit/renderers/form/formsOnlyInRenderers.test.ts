// Every form of the app is drawn by the one form layer: no <form> element is written outside
// src/renderers and src/ui.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(import.meta.dirname, '../../../../src');
const allowed = ['renderers', 'ui'].map((folder) => path.join(srcDir, folder) + path.sep);

function sourceFiles(): string[] {
  return readdirSync(srcDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|jsx?|mdx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('one form layer', () => {
  it('writes no <form> element outside src/renderers and src/ui', () => {
    const offenders = sourceFiles()
      .filter((file) => !allowed.some((folder) => file.startsWith(folder)))
      .filter((file) => /<form[\s>]/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(srcDir, file));
    expect(offenders).toEqual([]);
  });

  it('finds the renderer’s own <form>, so the search itself works', () => {
    const formRenderer = readFileSync(path.join(srcDir, 'renderers/form/Form.tsx'), 'utf8');
    expect(/<form[\s>]/.test(formRenderer)).toBe(true);
  });
});
