// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TriageField } from '../../../../src/content/types/triage-test';
import {
  QuestionnaireForm,
  type QuestionnaireFormProps,
} from '../../../../src/renderers/QuestionnaireForm/QuestionnaireForm';
import { useQuestionnaireForm } from '../../../../src/renderers/QuestionnaireForm/useQuestionnaireForm';
import { questionnaireFixture } from './questionnaireFixture';

function Harness({
  fields = questionnaireFixture.fields,
  onEvaluated,
}: {
  readonly fields?: readonly TriageField[];
  readonly onEvaluated?: QuestionnaireFormProps['onEvaluated'];
}) {
  const form = useQuestionnaireForm({ ...questionnaireFixture, fields });
  return (
    <>
      <QuestionnaireForm
        fields={fields}
        form={form}
        idPrefix="fixture"
        submitLabel="Ver resultado"
        resetLabel="Reiniciar"
        {...(onEvaluated ? { onEvaluated } : {})}
      />
      <output>{form.result ? `Nivel ${form.result.level}` : 'Sin resultado'}</output>
    </>
  );
}

describe('the questionnaire renderer', () => {
  afterEach(cleanup);

  it('draws a yes/no question as a fieldset with its legend, help and two unpicked radios', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: '¿Tienes tos?' });
    expect(group.getAttribute('aria-describedby')).toBe('fixture-cough-help');
    expect(screen.getByText('Cuenta la tos de hoy.').id).toBe('fixture-cough-help');
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Sí', 'No']);
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
  });

  it('draws a number question with a decimal keypad, its unit, range and help tied to it', () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Oxigenación (SpO2)' });
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    const description = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(description).toEqual(['Si no tienes oxímetro, déjalo en blanco.', 'Entre 50 y 100 %.']);
    expect(screen.getByText('%')).toBeTruthy();
  });

  it('draws a choice question as one radio per option', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Sexo' });
    expect(within(group).getByRole('radio', { name: 'Hombre' })).toBeTruthy();
    expect(within(group).getByRole('radio', { name: 'Mujer' })).toBeTruthy();
  });

  it('shows a bad number’s Spanish error on the field, focuses it and keeps the other answers', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: 'Sí' }));
    await user.click(screen.getByRole('radio', { name: 'Mujer' }));
    await user.type(screen.getByRole('textbox', { name: 'Oxigenación (SpO2)' }), '120');
    await user.click(screen.getByRole('button', { name: 'Ver resultado' }));

    const input = screen.getByRole('textbox', { name: 'Oxigenación (SpO2)' });
    const message = '«Oxigenación (SpO2)»: 120 está fuera del rango aceptado (entre 50 y 100 %).';
    expect(screen.getByText(message).closest('p')?.id).toBe('fixture-spo2-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain('fixture-spo2-error');
    expect(document.activeElement).toBe(input);
    expect((input as HTMLInputElement).value).toBe('120');
    expect((screen.getByRole('radio', { name: 'Sí' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Mujer' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Sin resultado');
  });

  it('evaluates valid answers and hands the outcome over once the result is rendered', async () => {
    const user = userEvent.setup();
    const onEvaluated = vi.fn(() => {
      expect(screen.getByRole('status').textContent).toBe('Nivel A');
    });
    render(<Harness onEvaluated={onEvaluated} />);
    await user.type(screen.getByRole('textbox', { name: 'Oxigenación (SpO2)' }), '88,5');
    await user.click(screen.getByRole('button', { name: 'Ver resultado' }));
    expect(onEvaluated).toHaveBeenCalledWith({
      ok: true,
      result: { level: 'A', rationale: ['a_spo2_90_or_less'] },
      answers: { spo2: 88.5 },
    });
  });

  it('Reiniciar clears every answer and the result', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('radio', { name: 'Sí' }));
    await user.type(screen.getByRole('textbox', { name: 'Oxigenación (SpO2)' }), '97');
    await user.click(screen.getByRole('button', { name: 'Ver resultado' }));
    expect(screen.getByRole('status').textContent).toBe('Nivel B');
    await user.click(screen.getByRole('button', { name: 'Reiniciar' }));
    expect(screen.getByRole('status').textContent).toBe('Sin resultado');
    expect((screen.getByRole('radio', { name: 'Sí' }) as HTMLInputElement).checked).toBe(false);
    expect(
      (screen.getByRole('textbox', { name: 'Oxigenación (SpO2)' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('falls back to a plain notice for a question type it does not know, and still evaluates', async () => {
    const user = userEvent.setup();
    const unknown = {
      id: 'photo',
      type: 'photo',
      label: 'Foto de la herida',
    } as unknown as TriageField;
    render(<Harness fields={[...questionnaireFixture.fields, unknown]} />);
    expect(screen.getByText(/Foto de la herida: esta pregunta no se puede mostrar/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ver resultado' }));
    expect(screen.getByRole('status').textContent).toBe('Nivel D');
  });
});
