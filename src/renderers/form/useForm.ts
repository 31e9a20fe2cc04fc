// The state of any form of the app, free of UI: the values as typed, which fields the member has
// left, whether a submit was tried, and the Spanish errors on show.
//
// The error timing comes from the form's content (`errorTiming`): by default a field's problem shows
// once the member leaves a field they changed, or after the first submit; with 'change' (the profile,
// spec § Profile) a changed field's problem shows while the member types, once it holds a value. From
// then on it follows the value live, so a fix clears it at once. Submitting focuses the first field
// with a problem (the renderer does that with the outcome).
import { useCallback, useState } from 'react';
import type { FormDefinition, FormField } from '../../content/types/form';
import type { FieldErrors, FormValue, FormValues } from './formValues';
import { firstInvalidField, validateFields } from './validateFields';

export interface FormOptions {
  /** The fields in screen order. */
  readonly fields: readonly FormField[];
  readonly initialValues?: FormValues;
  /** The form's rules; by default the definition's declarative rules. */
  readonly validate?: (values: FormValues) => FieldErrors;
  /** Rewrites what is typed into a field before it is kept (e.g. groups a card number in fours). */
  readonly normalize?: Readonly<Record<string, (text: string) => string>>;
  /** When problems first show: the definition's `errorTiming` ('leave' unless it says otherwise). */
  readonly errorTiming?: FormDefinition['errorTiming'];
}

export type FormSubmitOutcome =
  | { readonly ok: true; readonly values: FormValues }
  | {
      readonly ok: false;
      readonly errors: FieldErrors;
      readonly firstInvalidFieldId: string | undefined;
    };

export interface FormState {
  readonly values: FormValues;
  /** The values the form started from (its start or last reset), to tell what the member changed. */
  readonly startValues: FormValues;
  /** The problems on show, by field id. */
  readonly errors: FieldErrors;
  /** A submit was tried since the form started or was reset. */
  readonly submitted: boolean;
  /** Sets one value; undefined makes the field blank. */
  setValue(fieldId: string, value: FormValue | undefined): void;
  /** The member left the field. */
  blur(fieldId: string): void;
  /** Checks every field; from now on every problem shows. */
  submit(): FormSubmitOutcome;
  /** Back to these values (or the initial ones), with nothing on show. */
  reset(values?: FormValues): void;
}

interface State {
  readonly start: FormValues;
  readonly values: FormValues;
  readonly changed: ReadonlySet<string>;
  readonly left: ReadonlySet<string>;
  readonly submitted: boolean;
}

const noFields: ReadonlySet<string> = new Set();

function freshState(values: FormValues): State {
  return { start: values, values, changed: noFields, left: noFields, submitted: false };
}

const hasText = (value: FormValue | undefined): boolean =>
  typeof value === 'string' && value.trim() !== '';

function withField(set: ReadonlySet<string>, fieldId: string): ReadonlySet<string> {
  return set.has(fieldId) ? set : new Set([...set, fieldId]);
}

export function useForm({
  fields,
  initialValues = {},
  validate,
  normalize,
  errorTiming = 'leave',
}: FormOptions): FormState {
  const [state, setState] = useState<State>(() => freshState(initialValues));
  const check = validate ?? ((values: FormValues) => validateFields(fields, values));
  const allErrors = check(state.values);
  const onShow = (fieldId: string): boolean =>
    state.submitted ||
    state.left.has(fieldId) ||
    (errorTiming === 'change' && state.changed.has(fieldId) && hasText(state.values[fieldId]));
  const errors = Object.fromEntries(
    Object.entries(allErrors).filter(([fieldId]) => onShow(fieldId)),
  );

  const setValue = (fieldId: string, value: FormValue | undefined) => {
    const rewrite = normalize?.[fieldId];
    const kept = typeof value === 'string' && rewrite ? rewrite(value) : value;
    setState((current) => {
      const values: Record<string, FormValue> = { ...current.values };
      if (kept === undefined) delete values[fieldId];
      else values[fieldId] = kept;
      return { ...current, values, changed: withField(current.changed, fieldId) };
    });
  };

  const blur = useCallback((fieldId: string) => {
    setState((current) =>
      current.changed.has(fieldId)
        ? { ...current, left: withField(current.left, fieldId) }
        : current,
    );
  }, []);

  const submit = (): FormSubmitOutcome => {
    setState((current) => ({ ...current, submitted: true }));
    const firstInvalidFieldId = firstInvalidField(fields, allErrors);
    if (Object.keys(allErrors).length > 0) {
      return { ok: false, errors: allErrors, firstInvalidFieldId };
    }
    return { ok: true, values: state.values };
  };

  const reset = (values?: FormValues) => setState(freshState(values ?? initialValues));

  return {
    values: state.values,
    startValues: state.start,
    errors,
    submitted: state.submitted,
    setValue,
    blur,
    submit,
    reset,
  };
}
