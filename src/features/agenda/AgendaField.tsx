import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './AgendaField.css';

/** What the control inside a field needs: its id, class and the ties to the hint and error. */
export interface FieldControlProps {
  readonly id: string;
  readonly className: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

export interface AgendaFieldProps {
  readonly id: string;
  readonly label: string;
  readonly hint?: string;
  readonly error?: string | undefined;
  /** A text area rather than a one-line input. */
  readonly multiline?: boolean;
  readonly children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control of the agenda forms, with its hint and error tied to it. */
export function AgendaField({ id, label, hint, error, multiline, children }: AgendaFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        className: multiline ? styles.textarea : styles.input,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <CircleAlert aria-hidden="true" size={16} />
          {error}
        </p>
      )}
    </div>
  );
}
