// Checks a member's (or an editor's) answers against a test's fields before evaluation: the screen
// shows the problems beside the questions, the command line prints them and exits with code 2, both
// in the words of src/content/triageAnswerText.ts.
import type { TriageField } from '../../content/types/triage-test';
import type { TriageAnswers, TriageAnswerValue } from './triage';

/**
 * What is wrong with the answers, with what its words need: the screen and the command line say it
 * in the catalogue's words (src/content/triageAnswerText.ts). `question` is the field's label.
 */
export type TriageAnswerProblem =
  | { readonly code: 'not_an_object'; readonly fieldId?: undefined }
  | { readonly code: 'unknown_field'; readonly fieldId: string; readonly known: readonly string[] }
  | {
      readonly code: 'wrong_type';
      readonly fieldId: string;
      readonly question: string;
      readonly expected: 'bool' | 'number' | 'choice';
      readonly options: readonly string[];
    }
  | {
      readonly code: 'out_of_range';
      readonly fieldId: string;
      readonly question: string;
      readonly value: number;
      readonly min: number;
      readonly max: number;
      readonly unit: string;
    }
  | {
      readonly code: 'unknown_option';
      readonly fieldId: string;
      readonly question: string;
      readonly value: string;
      readonly options: readonly string[];
    };

export type TriageAnswerProblemCode = TriageAnswerProblem['code'];

export type ParsedTriageAnswers =
  | { readonly ok: true; readonly answers: TriageAnswers }
  | { readonly ok: false; readonly problems: readonly TriageAnswerProblem[] };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Returns the answer when the value fits the field, else the problem with it. */
function checkAnswer(field: TriageField, value: unknown): TriageAnswerValue | TriageAnswerProblem {
  const about = { fieldId: field.id, question: field.label };
  switch (field.type) {
    case 'bool':
      return typeof value === 'boolean'
        ? value
        : { code: 'wrong_type', ...about, expected: 'bool', options: [] };
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        return { code: 'wrong_type', ...about, expected: 'number', options: [] };
      }
      if (value < field.min || value > field.max) {
        const { min, max, unit } = field;
        return { code: 'out_of_range', ...about, value, min, max, unit };
      }
      return value;
    }
    case 'choice': {
      const options = field.options.map((option) => option.id);
      if (typeof value !== 'string') {
        return { code: 'wrong_type', ...about, expected: 'choice', options };
      }
      return options.includes(value) ? value : { code: 'unknown_option', ...about, value, options };
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
      problems: [{ code: 'not_an_object' }],
    };
  }
  const byId = new Map(fields.map((field) => [field.id, field]));
  const problems: TriageAnswerProblem[] = [];
  const answers: Record<string, TriageAnswerValue> = {};
  for (const [fieldId, value] of Object.entries(input)) {
    const field = byId.get(fieldId);
    if (field === undefined) {
      problems.push({ code: 'unknown_field', fieldId, known: fields.map((known) => known.id) });
      continue;
    }
    if (value === null || value === undefined) continue;
    const checked = checkAnswer(field, value);
    if (typeof checked === 'object') problems.push(checked);
    else answers[fieldId] = checked;
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, answers };
}
