import { type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { TriageField } from '../../content/types/triage-test';
import { Button } from '../../ui/Button/Button';
import { fieldControlId } from './fieldIds';
import { fieldInputFor } from './fieldRegistry';
import * as styles from './QuestionnaireForm.css';
import type {
  QuestionnaireForm as QuestionnaireFormState,
  SubmitOutcome,
} from './useQuestionnaireForm';

export interface QuestionnaireFormProps {
  readonly fields: readonly TriageField[];
  readonly form: QuestionnaireFormState;
  /** Makes the ids of this form's controls unique on a page with several forms. */
  readonly idPrefix: string;
  readonly submitLabel: string;
  readonly resetLabel: string;
  /** Called after a valid submit, once the result is on screen (e.g. to move focus to it). */
  readonly onEvaluated?: (outcome: Extract<SubmitOutcome, { ok: true }>) => void;
  /** Called after the form was cleared. */
  readonly onReset?: () => void;
}

/** Draws any triage test's questions from its fields, through the field registry. */
export function QuestionnaireForm({
  fields,
  form,
  idPrefix,
  submitLabel,
  resetLabel,
  onEvaluated,
  onReset,
}: QuestionnaireFormProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let outcome: SubmitOutcome | undefined;
    // Commit the errors or the result first, so focus lands on a field that already shows its
    // error (and is read with it), or on a result that already exists.
    flushSync(() => {
      outcome = form.submit();
    });
    if (!outcome) return;
    if (outcome.ok) {
      onEvaluated?.(outcome);
    } else if (outcome.firstInvalidFieldId !== undefined) {
      document.getElementById(fieldControlId(idPrefix, outcome.firstInvalidFieldId))?.focus();
    }
  }

  function handleReset() {
    form.reset();
    onReset?.();
  }

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
      {fields.map((field) => {
        const Input = fieldInputFor(field);
        return (
          <div key={field.id} className={styles.question}>
            <Input
              field={field}
              id={fieldControlId(idPrefix, field.id)}
              value={form.values[field.id]}
              error={form.errors[field.id]}
              onChange={(value) => form.setValue(field.id, value)}
            />
          </div>
        );
      })}
      <div className={styles.actions}>
        <Button type="submit" size="lg" block>
          {submitLabel}
        </Button>
        <Button tone="secondary" block onClick={handleReset}>
          {resetLabel}
        </Button>
      </div>
    </form>
  );
}
