// What a questionnaire form holds while the member types, and how it becomes the triage contract's
// answer object. The draft keeps exactly what was typed (a number field holds its text), so a
// validation error never costs the member an answer.
import type { TriageField } from '../../content/types/triage-test';
import type { FormValue, FormValues } from '../form/formValues';
import { parseDecimal } from '../form/parseDecimal';

/**
 * The draft as the input `parseTriageAnswers` checks: blank fields absent, typed numbers as numbers.
 * Text that is not a number is passed on as text, so the validator names the problem in Spanish
 * instead of the answer silently counting as blank. Keys that are not fields of the form are dropped.
 */
export function draftToInput(
  fields: readonly TriageField[],
  drafts: FormValues,
): Record<string, FormValue | number> {
  const input: Record<string, FormValue | number> = {};
  for (const field of fields) {
    const value = drafts[field.id];
    if (value === undefined) continue;
    if (field.type === 'number' && typeof value === 'string') {
      const text = value.trim();
      if (text === '') continue;
      input[field.id] = parseDecimal(text) ?? text;
    } else {
      input[field.id] = value;
    }
  }
  return input;
}
