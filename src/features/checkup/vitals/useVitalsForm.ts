// The manual vitals form without its rendering, on the shared form hook: what was typed, the problems
// beside each field, the analysis, and saving only what was analysed. Changing a value after
// analysing asks for a new analysis, so what is saved is always what the member saw classified.
// Issue 43: a refused value beyond a danger threshold adds the emergency advice, and a diastolic at or
// above the systolic is sent back for checking before anything is classified.
import { useRef, useState } from 'react';
import { t } from '../../../content/messages';
import {
  checkVitals,
  VITALS_FIELDS,
  type VitalsCheck,
  type VitalsCheckWords,
  type VitalsInput,
} from '../../../domain/health/bloodPressure';
import {
  formMessage,
  vitalsDangerThresholds,
  vitalsRanges,
  type FormDefinition,
} from '../../../content/forms';
import { dangerousVitals } from '../../../domain/health/dangerousVitals';
import { pressureOrderSwapped } from '../../../domain/health/pressureOrderSwapped';
import type { FieldErrors, FormValue, FormValues } from '../../../renderers/form/formValues';
import { textOf } from '../../../renderers/form/formValues';
import { typedNumber } from '../../../renderers/form/parseDecimal';
import { breaksWholeStep } from '../../../renderers/form/validateFields';
import { useForm, type FormSubmitOutcome } from '../../../renderers/form/useForm';
import { saveMeasurement } from '../../../state/measurements';
import { dismissToastGroup, showToast } from '../../../state/toasts';
import { newRecordId } from '../newRecordId';
import { analyseVitals, vitalsRecord, type VitalsAnalysis } from './vitalsRecord';

/** The check's words that are not a field's own (content/messages/vitals.json). */
function checkWords(): VitalsCheckWords {
  return {
    invalidValueTitle: t('vitals.invalidValueTitle'),
    noDataTitle: t('vitals.noDataTitle'),
    noDataMessage: t('vitals.noDataMessage'),
    incompletePressureMessage: t('vitals.incompletePressureMessage'),
  };
}

/** The form's error toasts: a new result answers them, so it dismisses a stale one. */
export const VITALS_TOAST_GROUP = 'vitals-form';

/** The values typed, as the domain's check reads them: blank absent, not-a-number as NaN. */
function vitalsInput(values: FormValues): VitalsInput {
  return Object.fromEntries(
    VITALS_FIELDS.flatMap((field) => {
      const value = typedNumber(textOf(values, field));
      return value === undefined ? [] : [[field, value]];
    }),
  );
}

/** Fields whose content asks for whole numbers (step 1) and got a decimal, e.g. a systolic of '120,5'. */
function decimalProblems(input: VitalsInput, definition: FormDefinition): VitalsCheck | undefined {
  const problems = definition.fields.flatMap((field) =>
    breaksWholeStep(field, input[field.id as keyof VitalsInput])
      ? [
          {
            fields: [field.id as (typeof VITALS_FIELDS)[number]],
            title: t('vitals.invalidValueTitle'),
            description: field.messages?.step ?? t('vitals.invalidValueTitle'),
          },
        ]
      : [],
  );
  return problems.length > 0 ? { ok: false, problems } : undefined;
}

/**
 * The check, with decimals where whole numbers are asked for, and a swapped systolic and diastolic,
 * as more problems of their fields.
 */
function checkReading(input: VitalsInput, definition: FormDefinition): VitalsCheck {
  const decimals = decimalProblems(input, definition);
  if (decimals) return decimals;
  const check = checkVitals(input, vitalsRanges(definition), checkWords());
  if (!check.ok || !check.vitals.pressure || !pressureOrderSwapped(check.vitals.pressure)) {
    return check;
  }
  return {
    ok: false,
    problems: [
      {
        fields: ['systolic', 'diastolic'],
        title: formMessage(definition, 'pressureOrderTitle'),
        description: formMessage(definition, 'pressureOrder'),
      },
    ],
  };
}

/** Each field's first problem (a problem about no field at all, 'Sin datos', is only a toast). */
function problemsByField(check: VitalsCheck): FieldErrors {
  const errors: Record<string, string> = {};
  if (check.ok) return errors;
  for (const problem of check.problems) {
    for (const field of problem.fields) errors[field] ??= problem.description;
  }
  return errors;
}

export interface VitalsForm {
  readonly values: FormValues;
  readonly errors: FieldErrors;
  readonly analysis: VitalsAnalysis | null;
  /** After an analysis refused a value that may be an emergency: the advice to call 911. */
  readonly emergency: { readonly title: string; readonly advice: string } | null;
  setValue(fieldId: string, value: FormValue | undefined): void;
  blur(fieldId: string): void;
  submit(): FormSubmitOutcome;
  /** After a submit: classifies, or says the first problem in a toast; true when analysed. */
  analyse(values: FormValues): boolean;
  /** Stores the analysed reading; false when there is nothing analysed. */
  save(): boolean;
}

export function useVitalsForm(definition: FormDefinition): VitalsForm {
  const form = useForm({
    fields: definition.fields,
    errorTiming: definition.errorTiming,
    validate: (values) => problemsByField(checkReading(vitalsInput(values), definition)),
  });
  const [analysis, setAnalysis] = useState<VitalsAnalysis | null>(null);
  const [emergency, setEmergency] = useState<VitalsForm['emergency']>(null);
  const saved = useRef(false);

  function setValue(fieldId: string, value: FormValue | undefined): void {
    form.setValue(fieldId, value);
    setAnalysis(null);
  }

  function analyse(values: FormValues): boolean {
    const input = vitalsInput(values);
    const check = checkReading(input, definition);
    // Only a new analysis takes the advice away: correcting a number is not proof the member is safe.
    setEmergency(
      dangerousVitals(input, vitalsRanges(definition), vitalsDangerThresholds(definition)).length >
        0
        ? {
            title: formMessage(definition, 'emergencyTitle'),
            advice: formMessage(definition, 'emergencyAdvice'),
          }
        : null,
    );
    if (!check.ok) {
      setAnalysis(null);
      const [first] = check.problems;
      if (first)
        showToast({
          variant: 'destructive',
          title: first.title,
          description: first.description,
          group: VITALS_TOAST_GROUP,
        });
      return false;
    }
    setAnalysis(analyseVitals(check.vitals));
    dismissToastGroup(VITALS_TOAST_GROUP);
    return true;
  }

  function save(): boolean {
    if (!analysis) {
      showToast({
        variant: 'destructive',
        title: t('vitals.notAnalysedTitle'),
        description: t('vitals.notAnalysedMessage'),
        group: VITALS_TOAST_GROUP,
      });
      return false;
    }
    // A quick double tap must not store the same reading twice before the page changes.
    if (saved.current) return true;
    saved.current = true;
    saveMeasurement(vitalsRecord(analysis, new Date(), newRecordId()));
    showToast({ title: t('vitals.savedTitle'), description: t('vitals.savedMessage') });
    return true;
  }

  return {
    values: form.values,
    errors: form.errors,
    analysis,
    emergency,
    setValue,
    blur: form.blur,
    submit: form.submit,
    analyse,
    save,
  };
}
