// Build settings are read by name (issue 40): `import.meta.env` passed whole would write every VITE_*
// variable of the build's environment into the bundle, and a name the build does not list is one the
// build's check (scripts/build/buildSettingsPlugin.ts) leaves out.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_SETTINGS } from '../../../scripts/build/buildSettingsPlugin';
import { listFiles } from '../../../scripts/lib/listFiles';

const root = path.resolve(import.meta.dirname, '../../..');

async function sources(): Promise<Array<{ file: string; text: string }>> {
  const files = (await listFiles(root, 'src')).filter((file) => /\.tsx?$/.test(file));
  return Promise.all(
    files.map(async (file) => ({
      file,
      // Code only: comments may name `import.meta.env` to say why it is not read whole.
      text: (await readFile(path.join(root, file), 'utf8'))
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\/?\*)/.test(line))
        .join('\n'),
    })),
  );
}

describe('build settings in src/', () => {
  it('never reads import.meta.env whole', async () => {
    const whole = (await sources()).filter(({ text }) =>
      /import\.meta\.env(?!\.[A-Z_]+)/.test(text),
    );
    expect(whole.map(({ file }) => file)).toEqual([]);
  });

  it('reads only the VITE_ settings the build lists', async () => {
    const names = new Set<string>();
    for (const { text } of await sources()) {
      for (const match of text.matchAll(/import\.meta\.env\.(VITE_[A-Z0-9_]+)/g))
        names.add(match[1] ?? '');
    }
    expect([...names].sort()).toEqual([...BUILD_SETTINGS].sort());
  });
});
