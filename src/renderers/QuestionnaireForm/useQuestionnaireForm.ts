// Form state of a triage questionnaire, free of UI: the draft answers, the Spanish problems found by
// `parseTriageAnswers`, and the result of `evaluateTriage` for the answers that were checked.
// A result always belongs to the answers on screen: changing any answer clears it.
import { useCallback, useState } from 'react';
import type { TriageField, TriageTest } from '../../content/types/triage-test';
import { evaluateTriage, type TriageAnswers, type TriageResult } from '../../domain/triage';
import { parseTriageAnswers } from '../../domain/triageAnswers';
import { draftToInput, type DraftValue, type Drafts } from './questionnaireDraft';

/** Any triage test: its questions and the rules that read them. */
export type QuestionnaireDefinition = Pick<TriageTest, 'id' | 'rules'> & {
  readonly fields: readonly TriageField[];
};

export type SubmitOutcome =
  | { readonly ok: true; readonly result: TriageResult; readonly answers: TriageAnswers }
  | { readonly ok: false; readonly firstInvalidFieldId: string | undefined };

export interface QuestionnaireForm {
  readonly values: Drafts;
  /** Spanish problem per field id, from the last submit; a field's problem clears when it changes. */
  readonly errors: Readonly<Record<string, string>>;
  readonly result: TriageResult | null;
  /** The validated answers behind `result`, in the contract's shape (blank fields absent). */
  readonly answers: TriageAnswers | null;
  /** Sets one answer; `undefined` makes the field blank. */
  setValue(fieldId: string, value: DraftValue | undefined): void;
  /** Validates and, when every answer is acceptable, evaluates. */
  submit(): SubmitOutcome;
  /** Clears every answer, problem and the result. */
  reset(): void;
}

interface State {
  readonly values: Drafts;
  readonly errors: Readonly<Record<string, string>>;
  readonly evaluated: { readonly result: TriageResult; readonly answers: TriageAnswers } | null;
}

const emptyState: State = { values: {}, errors: {}, evaluated: null };

function without<V>(record: Readonly<Record<string, V>>, key: string): Record<string, V> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}

export function useQuestionnaireForm(definition: QuestionnaireDefinition): QuestionnaireForm {
  const [state, setState] = useState<State>(emptyState);

  const setValue = useCallback((fieldId: string, value: DraftValue | undefined) => {
    setState((current) => ({
      values:
        value === undefined
          ? without(current.values, fieldId)
          : { ...current.values, [fieldId]: value },
      errors: without(current.errors, fieldId),
      evaluated: null,
    }));
  }, []);

  const submit = (): SubmitOutcome => {
    const parsed = parseTriageAnswers(
      definition.fields,
      draftToInput(definition.fields, state.values),
    );
    if (!parsed.ok) {
      const errors: Record<string, string> = {};
      for (const problem of parsed.problems) {
        if (problem.fieldId !== undefined && errors[problem.fieldId] === undefined) {
          errors[problem.fieldId] = problem.message;
        }
      }
      setState((current) => ({ ...current, errors, evaluated: null }));
      const firstInvalid = definition.fields.find((field) => errors[field.id] !== undefined);
      return { ok: false, firstInvalidFieldId: firstInvalid?.id };
    }
    const result = evaluateTriage(definition, parsed.answers);
    setState((current) => ({
      ...current,
      errors: {},
      evaluated: { result, answers: parsed.answers },
    }));
    return { ok: true, result, answers: parsed.answers };
  };

  const reset = useCallback(() => setState(emptyState), []);

  return {
    values: state.values,
    errors: state.errors,
    result: state.evaluated?.result ?? null,
    answers: state.evaluated?.answers ?? null,
    setValue,
    submit,
    reset,
  };
}
