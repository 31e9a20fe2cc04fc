// Form state of a triage questionnaire on the shared form hook: the draft answers and their Spanish
// problems (from `parseTriageAnswers`), plus the result of `evaluateTriage` for the answers checked.
// A result always belongs to the answers on screen: changing any answer clears it. A question that
// is not asked of this person (its askWhen does not hold, e.g. a child's sign for an adult) is not on
// screen: it is neither checked nor evaluated, and an answer it kept from before is left out.
import { useState } from 'react';
import type { TriageField, TriageTest } from '../../content/types/triage-test';
import { evaluateTriage, type TriageAnswers, type TriageResult } from '../../domain/triage/triage';
import { triageAnswerProblemText } from '../../content/triageAnswerText';
import { parseTriageAnswers } from '../../domain/triage/triageAnswers';
import { isAsked } from '../../domain/triage/triageGeneralSigns';
import type { FieldErrors, FormValue, FormValues } from '../form/formValues';
import { useForm } from '../form/useForm';
import { draftToInput } from './questionnaireDraft';
import { questionFields } from './questionFields';

/** Any triage test: its questions and the rules that read them. */
export type QuestionnaireDefinition = Pick<TriageTest, 'id' | 'rules'> & {
  readonly fields: readonly TriageField[];
};

export type SubmitOutcome =
  | { readonly ok: true; readonly result: TriageResult; readonly answers: TriageAnswers }
  | { readonly ok: false; readonly firstInvalidFieldId: string | undefined };

export interface QuestionnaireForm {
  /** The questions asked of this person now, in order: the ones to draw. */
  readonly fields: readonly TriageField[];
  readonly values: FormValues;
  /** Spanish problem per field id, on show (after the member leaves a field, or after a submit). */
  readonly errors: FieldErrors;
  readonly result: TriageResult | null;
  /** The validated answers behind `result`, in the contract's shape (blank fields absent). */
  readonly answers: TriageAnswers | null;
  /** Sets one answer; `undefined` makes the field blank. */
  setValue(fieldId: string, value: FormValue | undefined): void;
  blur(fieldId: string): void;
  /** Validates and, when every answer is acceptable, evaluates. */
  submit(): SubmitOutcome;
  /** Clears every answer, problem and the result. */
  reset(): void;
}

type Evaluated = { readonly result: TriageResult; readonly answers: TriageAnswers } | null;

/** The first problem `parseTriageAnswers` finds for each field. */
function answerProblems(fields: readonly TriageField[], values: FormValues): FieldErrors {
  const parsed = parseTriageAnswers(fields, draftToInput(fields, values));
  const errors: Record<string, string> = {};
  if (parsed.ok) return errors;
  for (const problem of parsed.problems) {
    if (problem.fieldId !== undefined && errors[problem.fieldId] === undefined) {
      errors[problem.fieldId] = triageAnswerProblemText(problem);
    }
  }
  return errors;
}

/** The questions asked of this person, given the answers so far (a child's signs only for a child). */
function askedFields(fields: readonly TriageField[], values: FormValues): TriageField[] {
  const draft = draftToInput(fields, values);
  return fields.filter((field) => isAsked(field, draft));
}

export function useQuestionnaireForm(definition: QuestionnaireDefinition): QuestionnaireForm {
  const form = useForm({
    fields: questionFields(definition.fields),
    validate: (values) => answerProblems(askedFields(definition.fields, values), values),
  });
  const [evaluated, setEvaluated] = useState<Evaluated>(null);

  const setValue = (fieldId: string, value: FormValue | undefined) => {
    form.setValue(fieldId, value);
    setEvaluated(null);
  };

  const submit = (): SubmitOutcome => {
    const outcome = form.submit();
    if (!outcome.ok) {
      setEvaluated(null);
      return { ok: false, firstInvalidFieldId: outcome.firstInvalidFieldId };
    }
    const asked = askedFields(definition.fields, outcome.values);
    const parsed = parseTriageAnswers(asked, draftToInput(asked, outcome.values));
    // The check above passed, so the answers parse; the guard only satisfies the types.
    if (!parsed.ok) return { ok: false, firstInvalidFieldId: undefined };
    const result = evaluateTriage(definition, parsed.answers);
    setEvaluated({ result, answers: parsed.answers });
    return { ok: true, result, answers: parsed.answers };
  };

  const reset = () => {
    form.reset();
    setEvaluated(null);
  };

  return {
    fields: askedFields(definition.fields, form.values),
    values: form.values,
    errors: form.errors,
    result: evaluated?.result ?? null,
    answers: evaluated?.answers ?? null,
    setValue,
    blur: form.blur,
    submit,
    reset,
  };
}
