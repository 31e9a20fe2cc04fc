// The manual vitals form without its rendering: what was typed, the problems beside each field, the
// analysis, and saving only what was analysed. Changing a value after analysing asks for a new
// analysis, so what is saved is always what the member saw classified.
import { useRef, useState } from 'react';
import {
  checkVitals,
  VITALS_FIELDS,
  type VitalsField,
  type VitalsInput,
} from '../../../domain/bloodPressure';
import { saveMeasurement } from '../../../state/measurements';
import { dismissToastGroup, showToast } from '../../../state/toasts';
import { typedNumber } from '../form/MeasureField';
import { newRecordId } from '../newRecordId';
import { analyseVitals, vitalsRecord, type VitalsAnalysis } from './vitalsRecord';

export type VitalsTexts = Readonly<Record<VitalsField, string>>;
export type VitalsErrors = Readonly<Partial<Record<VitalsField, string>>>;

const blank: VitalsTexts = { systolic: '', diastolic: '', heartRate: '', spo2: '' };

export const NOT_ANALYSED = {
  title: 'Sin datos',
  description: 'Primero analiza una medición para poder guardarla.',
} as const;

/** The form's error toasts: a new result answers them, so it dismisses a stale one. */
export const VITALS_TOAST_GROUP = 'vitals-form';

export interface VitalsForm {
  readonly texts: VitalsTexts;
  readonly errors: VitalsErrors;
  readonly analysis: VitalsAnalysis | null;
  readonly setText: (field: VitalsField, text: string) => void;
  /** Checks and classifies; returns the field to focus when there is a problem. */
  readonly analyse: () => VitalsField | 'result' | undefined;
  /** Stores the analysed reading; false when there is nothing analysed. */
  readonly save: () => boolean;
}

export function useVitalsForm(): VitalsForm {
  const [texts, setTexts] = useState<VitalsTexts>(blank);
  const [errors, setErrors] = useState<VitalsErrors>({});
  const [analysis, setAnalysis] = useState<VitalsAnalysis | null>(null);
  const saved = useRef(false);

  function setText(field: VitalsField, text: string): void {
    setTexts((current) => ({ ...current, [field]: text }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    setAnalysis(null);
  }

  function analyse(): VitalsField | 'result' | undefined {
    const input: VitalsInput = Object.fromEntries(
      VITALS_FIELDS.flatMap((field) => {
        const value = typedNumber(texts[field]);
        return value === undefined ? [] : [[field, value]];
      }),
    );
    const check = checkVitals(input);
    if (!check.ok) {
      const next: Partial<Record<VitalsField, string>> = {};
      for (const problem of check.problems) {
        for (const field of problem.fields) next[field] ??= problem.description;
      }
      setErrors(next);
      setAnalysis(null);
      const [first] = check.problems;
      if (first)
        showToast({
          variant: 'destructive',
          title: first.title,
          description: first.description,
          group: VITALS_TOAST_GROUP,
        });
      return first?.fields[0];
    }
    setErrors({});
    setAnalysis(analyseVitals(check.vitals));
    dismissToastGroup(VITALS_TOAST_GROUP);
    return 'result';
  }

  function save(): boolean {
    if (!analysis) {
      showToast({ variant: 'destructive', ...NOT_ANALYSED, group: VITALS_TOAST_GROUP });
      return false;
    }
    // A quick double tap must not store the same reading twice before the page changes.
    if (saved.current) return true;
    saved.current = true;
    saveMeasurement(vitalsRecord(analysis, new Date(), newRecordId()));
    showToast({ title: '¡Guardado!', description: 'Tu medición se guardó en tu historial.' });
    return true;
  }

  return { texts, errors, analysis, setText, analyse, save };
}
