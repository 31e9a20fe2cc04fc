// A number typed by the member (blood pressure, weight…): a text input with a decimal keypad, so what
// was typed stays on screen even when it is not a number and the message beside it says why.
import { CircleAlert } from 'lucide-react';
import type { Ref } from 'react';
import { parseDecimal } from '../../../renderers/QuestionnaireForm/questionnaireDraft';
import * as styles from './MeasureField.css';

export interface MeasureFieldProps {
  readonly id: string;
  readonly label: string;
  readonly unit: string;
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly hint?: string;
  readonly error?: string | undefined;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/** Blank is undefined; text that is not a number is NaN, which every range check rejects. */
export function typedNumber(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  return parseDecimal(text) ?? Number.NaN;
}

export function MeasureField({
  id,
  label,
  unit,
  value,
  onChange,
  hint,
  error,
  inputRef,
}: MeasureFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          ref={inputRef}
          name={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className={styles.input}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className={styles.unit} aria-hidden="true">
          {unit}
        </span>
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <CircleAlert size={18} aria-hidden="true" className={styles.errorIcon} />
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}
