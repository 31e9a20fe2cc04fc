// Answer validation shared by the alerts screen and `npm run triage`.
import { describe, expect, it } from 'vitest';
import type { TriageField } from '../../../src/content/types/triage-test';
import { triageAnswerProblemText } from '../../../src/content/triageAnswerText';
import {
  parseTriageAnswers,
  type TriageAnswerProblemCode,
} from '../../../src/domain/triage/triageAnswers';

const fields: TriageField[] = [
  { id: 'fever', type: 'bool', label: '¿Tienes fiebre?' },
  {
    id: 'spo2',
    type: 'number',
    label: 'Oxigenación (SpO2)',
    unit: '%',
    min: 50,
    max: 100,
    step: 1,
  },
  {
    id: 'sex',
    type: 'choice',
    label: 'Sexo',
    options: [
      { id: 'male', label: 'Hombre' },
      { id: 'female', label: 'Mujer' },
    ],
  },
];

function codes(input: unknown): TriageAnswerProblemCode[] {
  const parsed = parseTriageAnswers(fields, input);
  return parsed.ok ? [] : parsed.problems.map((problem) => problem.code);
}

describe('parseTriageAnswers', () => {
  it('accepts answers of the right types and keeps them', () => {
    const parsed = parseTriageAnswers(fields, { fever: false, spo2: 93.5, sex: 'female' });
    expect(parsed).toEqual({ ok: true, answers: { fever: false, spo2: 93.5, sex: 'female' } });
  });

  it('accepts range edges and numbers between steps', () => {
    expect(codes({ spo2: 50 })).toEqual([]);
    expect(codes({ spo2: 100 })).toEqual([]);
    expect(codes({ spo2: 91.25 })).toEqual([]);
  });

  it('treats null as a blank field and leaves it out', () => {
    expect(parseTriageAnswers(fields, { spo2: null, fever: true })).toEqual({
      ok: true,
      answers: { fever: true },
    });
    expect(parseTriageAnswers(fields, {})).toEqual({ ok: true, answers: {} });
  });

  it.each<[string, unknown, TriageAnswerProblemCode]>([
    ['an array', [], 'not_an_object'],
    ['a number', 42, 'not_an_object'],
    ['null', null, 'not_an_object'],
    ['an unknown field', { pulse: 80 }, 'unknown_field'],
    ['a string for a yes/no', { fever: 'sí' }, 'wrong_type'],
    ['a number for a yes/no', { fever: 1 }, 'wrong_type'],
    ['a numeric string for a number', { spo2: '92' }, 'wrong_type'],
    ['NaN for a number', { spo2: Number.NaN }, 'wrong_type'],
    ['a number below the minimum', { spo2: 49.9 }, 'out_of_range'],
    ['a number above the maximum', { spo2: 101 }, 'out_of_range'],
    ['a boolean for a choice', { sex: true }, 'wrong_type'],
    ['an unknown option', { sex: 'other' }, 'unknown_option'],
  ])('rejects %s', (_, input, code) => {
    expect(codes(input)).toEqual([code]);
  });

  it('reports every problem at once, each with its field, said in the catalogue’s Spanish', () => {
    const parsed = parseTriageAnswers(fields, { spo2: 120, sex: 'x', fever: 'no', pulse: 1 });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.problems.map((problem) => problem.fieldId)).toEqual([
      'spo2',
      'sex',
      'fever',
      'pulse',
    ]);
    const text = parsed.problems.map(triageAnswerProblemText);
    expect(text[0]).toBe(
      '«Oxigenación (SpO2)»: 120 está fuera del rango aceptado (entre 50 y 100 %).',
    );
    expect(text[1]).toBe('«Sexo»: «x» no es una opción. Opciones: male, female.');
    expect(text[2]).toBe('«¿Tienes fiebre?» se responde con sí o no.');
    expect(text[3]).toContain('no es una pregunta de este test');
  });

  it('says a number, a blank choice and answers that are no object as before', () => {
    const texts = (input: unknown) => {
      const parsed = parseTriageAnswers(fields, input);
      return parsed.ok ? [] : parsed.problems.map(triageAnswerProblemText);
    };
    expect(texts({ spo2: '92' })).toEqual(['«Oxigenación (SpO2)» se responde con un número.']);
    expect(texts({ sex: true })).toEqual([
      '«Sexo» se responde con una de estas opciones: male, female.',
    ]);
    expect(texts({ spo2: 91.257 - 50 })).toEqual([
      '«Oxigenación (SpO2)»: 41.26 está fuera del rango aceptado (entre 50 y 100 %).',
    ]);
    expect(texts([])).toEqual([
      'Las respuestas deben ser un objeto JSON, por ejemplo {"spo2": 92}.',
    ]);
  });
});
