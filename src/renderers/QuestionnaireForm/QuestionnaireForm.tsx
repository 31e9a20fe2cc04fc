import type { TriageField } from '../../content/types/triage-test';
import { Button } from '../../ui/Button/Button';
import { Form, type FormSection } from '../form/Form';
import * as styles from './QuestionnaireForm.css';
import { questionFields } from './questionFields';
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
  /** Groups the questions under headings (the general danger signs first). */
  readonly sections?: readonly FormSection[];
}

/** Draws any triage test's questions from its fields, through the one form layer. */
export function QuestionnaireForm({
  fields,
  form,
  idPrefix,
  submitLabel,
  resetLabel,
  onEvaluated,
  onReset,
  sections,
}: QuestionnaireFormProps) {
  function handleReset() {
    form.reset();
    onReset?.();
  }

  return (
    <Form
      className={styles.form}
      fields={questionFields(fields)}
      form={form}
      idPrefix={idPrefix}
      sections={sections}
      onSubmit={(outcome) => {
        if (outcome.ok) onEvaluated?.(outcome);
      }}
    >
      <div className={styles.actions}>
        <Button type="submit" size="lg" block>
          {submitLabel}
        </Button>
        <Button tone="secondary" block onClick={handleReset}>
          {resetLabel}
        </Button>
      </div>
    </Form>
  );
}
