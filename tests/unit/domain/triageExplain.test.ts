// The Spanish explanation behind `npm run triage -- --explain` and the review tables: conditions
// in words with the questions' labels, and for a rule that did not match, the part that was false
// or unanswered.
import { describe, expect, it } from 'vitest';
import type { TriageField, TriageRule, TriageTest } from '../../../src/content/types/triage-test';
import { describeCondition, fieldsById } from '../../../src/domain/triage/triageConditionText';
import { explainTriage } from '../../../src/domain/triage/triageExplain';
import { formatTriageExplanation } from '../../../src/domain/triage/triageExplainText';

const fields: [TriageField, ...TriageField[]] = [
  { id: 'spo2', type: 'number', label: 'SpO2', unit: '%', min: 50, max: 100 },
  { id: 'age', type: 'number', label: 'Edad', unit: 'años', min: 0, max: 120 },
  { id: 'cough', type: 'bool', label: '¿Tienes tos?' },
  { id: 'resolved', type: 'bool', label: '¿Ya pasó?', invertMeaning: true },
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
const byId = fieldsById(fields);

const rule = (id: string, condition: unknown, level: 'A' | 'B' | 'C' = 'A'): TriageRule => ({
  id,
  condition: condition as TriageRule['condition'],
  action: { level },
  note: 'test',
});

const score = {
  '>=': [
    {
      '+': [
        { if: [{ '>=': [{ var: 'age' }, 40] }, 1, 0] },
        { if: [{ var: 'cough' }, 1, 0] },
        { if: [{ '==': [{ var: 'sex' }, 'male'] }, 1, 0] },
      ],
    },
    2,
  ],
};

const test: Pick<TriageTest, 'id' | 'fields' | 'rules'> = {
  id: 'dyspnea',
  fields,
  rules: [
    rule('a_spo2', { '<=': [{ var: 'spo2' }, 90] }),
    rule('a_cough_not_resolved', { and: [{ var: 'cough' }, { '!': { var: 'resolved' } }] }),
    rule('b_score', score, 'B'),
    rule('c_always', true, 'C'),
  ],
};

describe('a condition in Spanish words', () => {
  it.each([
    [{ '<=': [{ var: 'spo2' }, 90] }, '«SpO2» ≤ 90 %'],
    [{ '<=': [90, { var: 'spo2' }, 95] }, '90 % ≤ «SpO2» ≤ 95 %'],
    [{ var: 'cough' }, '«¿Tienes tos?» = sí'],
    [{ '!': { var: 'resolved' } }, '«¿Ya pasó?» = no (o sin respuesta)'],
    [{ '==': [{ var: 'sex' }, 'male'] }, '«Sexo» = «Hombre»'],
    [
      { or: [{ var: 'cough' }, { '>': [{ var: 'age' }, 60] }] },
      '«¿Tienes tos?» = sí o «Edad» > 60 años',
    ],
    [
      { and: [{ or: [{ var: 'cough' }, { var: 'resolved' }] }, { '<': [{ var: 'spo2' }, 94] }] },
      '(«¿Tienes tos?» = sí o «¿Ya pasó?» = sí) y «SpO2» < 94 %',
    ],
    [score, 'al menos 2 de estos puntos: «Edad» ≥ 40 años; «¿Tienes tos?» = sí; «Sexo» = «Hombre»'],
    [true, 'siempre'],
  ])('%j reads %s', (logic, text) => {
    expect(describeCondition(logic, byId)).toBe(text);
  });
});

describe('explaining a result', () => {
  const lines = (answers: Record<string, unknown>): string[] =>
    formatTriageExplanation(
      explainTriage(test, answers as Record<string, number>),
      (level) => ({ A: 'Ambulancia', B: 'Urgencias', C: 'Consulta', D: 'Autocuidado' })[level],
    );

  it('says which part was false, with the answer given, and which was unanswered', () => {
    expect(lines({ spo2: 94 })).toEqual([
      'Reglas en orden (la primera que se cumple decide el nivel):',
      '  1. a_spo2 (A): no se cumple',
      '     - «SpO2» ≤ 90 %: no (respondiste 94 %)',
      '  2. a_cough_not_resolved (A): no se cumple',
      '     - «¿Tienes tos?» = sí: sin respuesta (cuenta como «no»)',
      '  3. b_score (B): no se cumple',
      '     - al menos 2 de estos puntos: no (suma 0)',
      '       · «Edad» ≥ 40 años: sin respuesta',
      '       · «¿Tienes tos?» = sí: sin respuesta (cuenta como «no»)',
      '       · «Sexo» = «Hombre»: sin respuesta',
      '  4. c_always (C): SE CUMPLE → decide: C Consulta',
      'Resultado: C Consulta (regla c_always).',
      'Preguntas sin responder (4):',
      '     - «Edad» (age)',
      '     - «¿Tienes tos?» (cough)',
      '     - «¿Ya pasó?» (resolved)',
      '     - «Sexo» (sex)',
    ]);
  });

  it('lists the unanswered questions, says when none was answered, and when all were', () => {
    const empty = lines({});
    expect(empty).toContain(
      'Ninguna pregunta tiene respuesta (5); la pantalla no evalúa un formulario vacío:',
    );
    expect(empty.at(-1)).toBe('     - «Sexo» (sex)');
    const all = lines({ spo2: 95, age: 30, cough: false, resolved: true, sex: 'female' });
    expect(all.at(-1)).toBe('Todas las preguntas tienen respuesta.');
    expect(explainTriage(test, { spo2: 95 }).unanswered.map((field) => field.fieldId)).toEqual([
      'age',
      'cough',
      'resolved',
      'sex',
    ]);
  });

  it('reads a deliberately blank number as "sin respuesta"', () => {
    expect(describeCondition({ '!': { var: 'spo2' } }, byId)).toBe('«SpO2» sin respuesta');
    expect(describeCondition({ '!': { var: 'cough' } }, byId)).toBe(
      '«¿Tienes tos?» = no (o sin respuesta)',
    );
  });

  it('marks the deciding rule and says whether each later one would have matched', () => {
    expect(lines({ cough: true, age: 50 })).toEqual([
      'Reglas en orden (la primera que se cumple decide el nivel):',
      '  1. a_spo2 (A): no se cumple',
      '     - «SpO2» ≤ 90 %: sin respuesta',
      '  2. a_cough_not_resolved (A): SE CUMPLE → decide: A Ambulancia',
      '  3. b_score (B): se cumpliría (no cuenta: ya decidió a_cough_not_resolved)',
      '  4. c_always (C): se cumpliría (no cuenta: ya decidió a_cough_not_resolved)',
      'Resultado: A Ambulancia (regla a_cough_not_resolved).',
      'Preguntas sin responder (3):',
      '     - «SpO2» (spo2)',
      '     - «¿Ya pasó?» (resolved)',
      '     - «Sexo» (sex)',
    ]);
  });

  it('agrees with the engine on every rule it says matched', () => {
    const explanation = explainTriage(test, { cough: true, resolved: true, sex: 'male' });
    expect(explanation.result).toEqual({ level: 'B', rationale: ['b_score'] });
    expect(explanation.rules.map((r) => [r.ruleId, r.matched, r.decided])).toEqual([
      ['a_spo2', false, false],
      ['a_cough_not_resolved', false, false],
      ['b_score', true, true],
      ['c_always', true, false],
    ]);
  });
});
