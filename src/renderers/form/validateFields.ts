// The declarative rules of a form definition: required, length, pattern and number range, each with
// the message written beside it in the definition. Rules a definition cannot state (a date not in the
// future, two passwords that match) are added by the feature that owns the form.
import type { FormField } from '../../content/types/form';
import { t } from '../../content/messages';
import type { FieldErrors, FormValues } from './formValues';
import { parseDecimal } from './parseDecimal';

/** Said only when a definition forgot its own message; the content tests keep this from shipping. */
const fallbackMessage = (): string => t('app.fieldFallbackProblem');

/** A rule's message from a field's definition, for rules the owning feature checks in code. */
export function fieldMessage(
  fields: readonly FormField[],
  fieldId: string,
  rule: keyof NonNullable<FormField['messages']>,
): string {
  return fields.find((field) => field.id === fieldId)?.messages?.[rule] ?? fallbackMessage();
}

/** The value the rules read: trimmed (a password is read as typed), `ignore` removed, transformed. */
export function checkedText(field: FormField, value: unknown): string {
  if (typeof value !== 'string') return '';
  let text = field.kind === 'password' ? value : value.trim();
  if (field.ignore) text = text.replace(new RegExp(field.ignore, 'g'), '');
  return field.transform === 'uppercase' ? text.toUpperCase() : text;
}

/**
 * A whole `step` (1) asks for whole numbers: '120,5' breaks it rather than being read as 120.5. A
 * decimal step (0.1) only says decimals are welcome, so it is no rule.
 */
export function breaksWholeStep(field: FormField, number: number | undefined): boolean {
  if (field.step === undefined || !Number.isInteger(field.step) || number === undefined) {
    return false;
  }
  return !Number.isInteger(number / field.step);
}

/** The first rule the field's value breaks, as its Spanish message; undefined when it is fine. */
export function fieldProblem(field: FormField, values: FormValues): string | undefined {
  if (field.readOnly) return undefined;
  const messages = field.messages ?? {};
  const value = values[field.id];
  if (typeof value === 'boolean') return undefined;
  const text = checkedText(field, value);
  if (text === '') {
    return field.required ? (messages.required ?? fallbackMessage()) : undefined;
  }
  const tooShort = field.minLength !== undefined && text.length < field.minLength;
  const tooLong = field.maxLength !== undefined && text.length > field.maxLength;
  if (tooShort || tooLong) return messages.length ?? fallbackMessage();
  if (field.pattern !== undefined && !new RegExp(field.pattern).test(text)) {
    return messages.pattern ?? fallbackMessage();
  }
  if (field.kind === 'number' && (field.min !== undefined || field.max !== undefined)) {
    const number = parseDecimal(text);
    const below = field.min !== undefined && (number === undefined || number < field.min);
    const above = field.max !== undefined && (number === undefined || number > field.max);
    if (below || above) return messages.range ?? fallbackMessage();
  }
  if (field.kind === 'number' && breaksWholeStep(field, parseDecimal(text))) {
    return messages.step ?? fallbackMessage();
  }
  return undefined;
}

/** Every field's first problem, by field id. */
export function validateFields(fields: readonly FormField[], values: FormValues): FieldErrors {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const problem = fieldProblem(field, values);
    if (problem !== undefined) errors[field.id] = problem;
  }
  return errors;
}

/** The first field, in screen order, that has a problem. */
export function firstInvalidField(
  fields: readonly FormField[],
  errors: FieldErrors,
): string | undefined {
  return fields.find((field) => errors[field.id] !== undefined)?.id;
}
