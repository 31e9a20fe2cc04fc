import type { QuestionnaireDefinition } from '../../../../src/renderers/QuestionnaireForm/useQuestionnaireForm';

/** A small test with one field of each type, so the renderer is checked apart from the content. */
export const questionnaireFixture: QuestionnaireDefinition = {
  id: 'dyspnea',
  fields: [
    { id: 'cough', type: 'bool', label: '¿Tienes tos?', help: 'Cuenta la tos de hoy.' },
    {
      id: 'spo2',
      type: 'number',
      label: 'Oxigenación (SpO2)',
      help: 'Si no tienes oxímetro, déjalo en blanco.',
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
  ],
  rules: [
    {
      id: 'a_spo2_90_or_less',
      condition: { '<=': [{ var: 'spo2' }, 90] },
      action: { level: 'A' },
      note: 'SpO2 <= 90.',
    },
    {
      id: 'b_cough',
      condition: { var: 'cough' },
      action: { level: 'B' },
      note: 'Cough.',
    },
  ],
};
