import type { FormField } from '../../content/types/form';
import type { TriageField } from '../../content/types/triage-test';

/** A triage question as a field of the form layer: its type is the kind, its help the hint. */
export function questionField(question: TriageField): FormField {
  const field: FormField = { id: question.id, kind: question.type, label: question.label };
  if (question.help !== undefined) field.hint = question.help;
  if (question.type === 'number') {
    field.unit = question.unit;
    field.min = question.min;
    field.max = question.max;
    if (question.step !== undefined) field.step = question.step;
  }
  if (question.type === 'choice') {
    field.options = question.options.map((option) => ({ id: option.id, label: option.label }));
  }
  return field;
}

export function questionFields(questions: readonly TriageField[]): readonly FormField[] {
  return questions.map(questionField);
}
