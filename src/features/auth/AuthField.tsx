import { CircleAlert } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import * as styles from './AuthField.css';

export interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly id: string;
  readonly label: string;
  /** Guidance shown under the input; hidden while an error says the same thing. */
  readonly hint?: string;
  readonly error?: string;
  /** Marks the input invalid when the message lives elsewhere (a message for the whole form). */
  readonly invalid?: boolean;
  /** Ids of texts outside the field that describe it, such as that form message. */
  readonly describedBy?: string;
  /** A control drawn over the input's right end (the password's show/hide button). */
  readonly trailing?: ReactNode;
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function AuthField({
  id,
  label,
  hint,
  error,
  invalid,
  describedBy,
  trailing,
  className,
  ...input
}: AuthFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showHint = hint !== undefined && hint !== error;
  const descriptions = [showHint ? hintId : null, error ? errorId : null, describedBy ?? null]
    .filter((value): value is string => value !== null)
    .join(' ');
  const inputClasses = [styles.input, trailing ? styles.inputWithTrailing : null, className]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          className={inputClasses}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={descriptions || undefined}
          {...input}
        />
        {trailing && <div className={styles.trailing}>{trailing}</div>}
      </div>
      {showHint && (
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
