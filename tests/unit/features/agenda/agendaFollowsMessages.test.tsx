// @vitest-environment jsdom
// An editor changes a text in a copy of content/messages: the copy still validates, and the page shows
// the new words with no code change (the catalogue module reads whatever file is there).
import { cleanup, render, screen } from '@testing-library/react';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSchemaValidator } from '../../../../scripts/content/schemaValidator';
import type { MessagesFile } from '../../../../src/content/types/messages';

const projectRoot = path.resolve(import.meta.dirname, '../../../..');
const newText = 'Todavía no anotas ninguna medicina.';

let tempDir: string;
let edited: MessagesFile;

beforeAll(async () => {
  tempDir = await mkdtemp(path.join(tmpdir(), 'vita365-messages-'));
  await cp(path.join(projectRoot, 'content/messages'), tempDir, { recursive: true });
  const file = path.join(tempDir, 'agenda.json');
  const shipped = JSON.parse(await readFile(file, 'utf8')) as MessagesFile;
  await writeFile(
    file,
    JSON.stringify({ ...shipped, messages: { ...shipped.messages, noMedicines: newText } }),
  );
  edited = JSON.parse(await readFile(file, 'utf8')) as MessagesFile;
});

afterAll(async () => {
  await rm(tempDir, { recursive: true, force: true });
});

afterEach(() => {
  cleanup();
  vi.doUnmock('../../../../content/messages/agenda.json');
  vi.resetModules();
});

async function renderEmptyMedicines() {
  const { MedicineList } = await import('../../../../src/features/agenda/MedicineList');
  render(
    <MedicineList
      medicines={[]}
      today="2026-11-29"
      onTakenChange={() => {}}
      onEdit={() => {}}
      onDelete={() => {}}
    />,
  );
}

describe('the agenda follows content/messages', () => {
  it('the edited copy is still a valid messages file', async () => {
    const validator = await createSchemaValidator(projectRoot);
    const problems = validator.validate(
      'messages.schema.json',
      'content/messages/agenda.json',
      edited,
    );
    expect(problems).toEqual([]);
  });

  it('shows the shipped text with the shipped catalogue', async () => {
    await renderEmptyMedicines();
    expect(screen.getByText('Aún no tienes medicinas registradas.')).toBeTruthy();
  });

  it('shows the edited text when the catalogue is the edited copy', async () => {
    vi.resetModules();
    vi.doMock('../../../../content/messages/agenda.json', () => ({ default: edited }));
    await renderEmptyMedicines();
    expect(screen.getByText(newText)).toBeTruthy();
    expect(screen.queryByText('Aún no tienes medicinas registradas.')).toBeNull();
  });
});
