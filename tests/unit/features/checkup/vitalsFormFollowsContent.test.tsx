// @vitest-environment jsdom
// An editor changes a vitals range and its message in content/forms/vitals.json: the copy still
// validates against its schema, and the form checks and says the new rule with no code change.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSchemaValidator } from '../../../../scripts/content/schemaValidator';
import { vitalsRanges, type FormDefinition } from '../../../../src/content/forms';
import { checkVitals } from '../../../../src/domain/health/bloodPressure';
import { t } from '../../../../src/content/messages';
import { VitalsManualForm } from '../../../../src/features/checkup/vitals/VitalsManualForm';

const projectRoot = path.resolve(import.meta.dirname, '../../../..');
const shippedFile = path.join(projectRoot, 'content/forms/vitals.json');
const newMessage = 'Revisa tu presión sistólica: anota un valor entre 90 y 210.';

let tempDir: string;
let edited: FormDefinition;

beforeAll(async () => {
  const shipped = JSON.parse(await readFile(shippedFile, 'utf8')) as FormDefinition;
  const copy: FormDefinition = {
    ...shipped,
    fields: shipped.fields.map((field) =>
      field.id === 'systolic'
        ? { ...field, min: 90, max: 210, messages: { range: newMessage } }
        : field,
    ),
  };
  tempDir = await mkdtemp(path.join(tmpdir(), 'vitals-form-'));
  const editedFile = path.join(tempDir, 'vitals.json');
  await writeFile(editedFile, JSON.stringify(copy, null, 2));
  edited = JSON.parse(await readFile(editedFile, 'utf8')) as FormDefinition;
});

afterAll(async () => {
  await rm(tempDir, { recursive: true, force: true });
});

afterEach(cleanup);

async function analyse(definition: FormDefinition, systolic: string) {
  const user = userEvent.setup();
  render(<VitalsManualForm definition={definition} />);
  await user.type(screen.getByRole('textbox', { name: 'Presión sistólica' }), systolic);
  await user.type(screen.getByRole('textbox', { name: 'Presión diastólica' }), '80');
  await user.type(screen.getByRole('textbox', { name: 'Pulso' }), '70');
  await user.click(screen.getByRole('button', { name: 'Analizar' }));
  return screen.getByRole('textbox', { name: 'Presión sistólica' });
}

describe('the vitals form follows its content', () => {
  it('the edited copy is still a valid form definition', async () => {
    const validator = await createSchemaValidator(projectRoot);
    expect(validator.validate('form.schema.json', 'content/forms/vitals.json', edited)).toEqual([]);
  });

  it('checks the new range and says the new message', () => {
    const check = checkVitals(
      { systolic: 85, diastolic: 80, heartRate: 70 },
      vitalsRanges(edited),
      {
        invalidValueTitle: t('vitals.invalidValueTitle'),
        noDataTitle: t('vitals.noDataTitle'),
        noDataMessage: t('vitals.noDataMessage'),
        incompletePressureMessage: t('vitals.incompletePressureMessage'),
      },
    );
    expect(check).toEqual({
      ok: false,
      problems: [{ fields: ['systolic'], title: 'Valor inválido', description: newMessage }],
    });
  });

  it('with the shipped content, 85 mmHg is accepted', async () => {
    const shipped = JSON.parse(await readFile(shippedFile, 'utf8')) as FormDefinition;
    const systolic = await analyse(shipped, '85');
    expect(systolic.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Entre 80 y 220 mmHg.')).toBeTruthy();
  });

  it("with the shipped content, a systolic of '120,5' asks for whole numbers instead of reading 120.5 (issue 43)", async () => {
    const shipped = JSON.parse(await readFile(shippedFile, 'utf8')) as FormDefinition;
    const systolic = await analyse(shipped, '120,5');
    expect(systolic.getAttribute('aria-invalid')).toBe('true');
    const described = (systolic.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Escribe la presión sistólica en números enteros, sin decimales.');
  });

  it('with the edited content, the form shows the new range, refuses 85 and says why', async () => {
    const systolic = await analyse(edited, '85');
    expect(screen.getByText('Entre 90 y 210 mmHg.')).toBeTruthy();
    expect(systolic.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(systolic);
    const described = (systolic.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(newMessage);
  });
});
