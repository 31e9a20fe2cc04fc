import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readTriageTitles } from '../../../scripts/build/triageTitlesPlugin';

const roots: string[] = [];

async function rootWith(files: Record<string, unknown>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'triage-titles-'));
  roots.push(root);
  const folder = path.join(root, 'content/triage/tests');
  await mkdir(folder, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    await writeFile(path.join(folder, name), JSON.stringify(content));
  }
  return root;
}

afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

describe('readTriageTitles', () => {
  it('maps each test id to its title, and leaves other files alone', async () => {
    const root = await rootWith({
      'chest_pain.json': { id: 'chest_pain', title: 'Dolor de pecho', questions: [] },
      'syncope.json': { id: 'syncope', title: 'Desmayo' },
      'notes.txt': 'no es una prueba',
    });
    expect(await readTriageTitles(root)).toEqual({
      chest_pain: 'Dolor de pecho',
      syncope: 'Desmayo',
    });
  });

  it('names the file of a test without a title', async () => {
    const root = await rootWith({ 'fever.json': { id: 'fever' } });
    await expect(readTriageTitles(root)).rejects.toThrow(
      'content/triage/tests/fever.json: a triage test needs a text "id" and "title"',
    );
  });
});
