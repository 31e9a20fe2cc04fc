// Checks a member's (or an editor's) answers against a test's fields before evaluation: the screen
// shows the problems beside the questions, the command line prints them and exits with code 2.
import type { TriageField } from '../../content/types/triage-test';
import type { TriageAnswers, TriageAnswerValue } from './triage';

export type TriageAnswerProblemCode =
  'not_an_object' | 'unknown_field' | 'wrong_type' | 'out_of_range' | 'unknown_option';

export interface TriageAnswerProblem {
  readonly code: TriageAnswerProblemCode;
  /** The field concerned; absent when the answers as a whole are wrong. */
  readonly fieldId?: string;
  /** Spanish, for the member or the editor. */
  readonly message: string;
}

export type ParsedTriageAnswers =
  | { readonly ok: true; readonly answers: TriageAnswers }
  | { readonly ok: false; readonly problems: readonly TriageAnswerProblem[] };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function formatNumber(value: number): string {
  return new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2, useGrouping: false }).format(
    value,
  );
}

/** Returns the answer when the value fits the field, else the problem with it. */
function checkAnswer(field: TriageField, value: unknown): TriageAnswerValue | TriageAnswerProblem {
  const question = `«${field.label}»`;
  const fieldId = field.id;
  switch (field.type) {
    case 'bool':
      return typeof value === 'boolean'
        ? value
        : { code: 'wrong_type', fieldId, message: `${question} se responde con sí o no.` };
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        return { code: 'wrong_type', fieldId, message: `${question} se responde con un número.` };
      }
      if (value < field.min || value > field.max) {
        const range = `entre ${formatNumber(field.min)} y ${formatNumber(field.max)} ${field.unit}`;
        return {
          code: 'out_of_range',
          fieldId,
          message: `${question}: ${formatNumber(value)} está fuera del rango aceptado (${range}).`,
        };
      }
      return value;
    }
    case 'choice': {
      const optionIds = field.options.map((option) => option.id);
      const list = optionIds.join(', ');
      if (typeof value !== 'string') {
        return {
          code: 'wrong_type',
          fieldId,
          message: `${question} se responde con una de estas opciones: ${list}.`,
        };
      }
      return optionIds.includes(value)
        ? value
        : {
            code: 'unknown_option',
            fieldId,
            message: `${question}: «${value}» no es una opción. Opciones: ${list}.`,
          };
    }
  }
}

/**
 * Validates answers given as unknown JSON. Blank fields (absent or null) are allowed and left out of
 * the parsed answers; unknown field ids, wrong types, out-of-range numbers and unknown options are
 * problems. Numbers between steps are accepted: the step only guides the screen's input.
 */
export function parseTriageAnswers(
  fields: readonly TriageField[],
  input: unknown,
): ParsedTriageAnswers {
  if (!isPlainObject(input)) {
    return {
      ok: false,
      problems: [
        {
          code: 'not_an_object',
          message: 'Las respuestas deben ser un objeto JSON, por ejemplo {"spo2": 92}.',
        },
      ],
    };
  }
  const byId = new Map(fields.map((field) => [field.id, field]));
  const problems: TriageAnswerProblem[] = [];
  const answers: Record<string, TriageAnswerValue> = {};
  for (const [fieldId, value] of Object.entries(input)) {
    const field = byId.get(fieldId);
    if (field === undefined) {
      const known = fields.map((known) => known.id).join(', ');
      problems.push({
        code: 'unknown_field',
        fieldId,
        message: `«${fieldId}» no es una pregunta de este test. Preguntas: ${known}.`,
      });
      continue;
    }
    if (value === null || value === undefined) continue;
    const checked = checkAnswer(field, value);
    if (typeof checked === 'object') problems.push(checked);
    else answers[fieldId] = checked;
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, answers };
}
