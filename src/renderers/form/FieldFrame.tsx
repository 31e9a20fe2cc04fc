// The one way a field ties its label, hint and error together: the control gets aria-invalid and an
// aria-describedby listing the hint, any extra description (a number's range) and the error, in the
// order they are read.
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './FieldFrame.css';
import { fieldIds } from './fieldIds';
import { LengthCounter, lengthCounterId } from './LengthCounter';

/** What the control inside a frame needs to be tied to its texts. */
export interface ControlTies {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  /** The control's id (for a group, its first control's). */
  readonly id: string;
  readonly label: string;
  readonly hint?: string | undefined;
  readonly error?: string | undefined;
  /** The error is said once for the whole form, in the element with this id. */
  readonly sharedErrorId?: string | undefined;
  /** Texts drawn by the control itself that describe it (a number's range), by id. */
  readonly extraDescriptionIds?: readonly string[];
  /** A group of controls (radios): a fieldset whose legend is the label, described as a whole. */
  readonly group?: boolean;
  /** The length counter near a text's maximum ('95/100'), drawn under the control and read with it. */
  readonly counter?: string | undefined;
  readonly children: (ties: ControlTies) => ReactNode;
}

export function FieldFrame({
  id,
  label,
  hint,
  error,
  sharedErrorId,
  extraDescriptionIds = [],
  group = false,
  counter,
  children,
}: FieldFrameProps) {
  const ids = fieldIds(id);
  // A hint that says what the error says (the password's 'Mínimo 6 caracteres') is read once.
  const showHint = hint !== undefined && hint !== error;
  const ownError = error !== undefined && sharedErrorId === undefined;
  const invalid = error !== undefined;
  const describedBy =
    [
      showHint ? ids.help : null,
      ...extraDescriptionIds,
      counter !== undefined ? lengthCounterId(id) : null,
      ownError ? ids.error : null,
      invalid && sharedErrorId ? sharedErrorId : null,
    ]
      .filter((part): part is string => part !== null)
      .join(' ') || undefined;
  const texts = (
    <>
      {counter !== undefined && <LengthCounter id={lengthCounterId(id)} text={counter} />}
      {showHint && (
        <p id={ids.help} className={styles.hint}>
          {hint}
        </p>
      )}
    </>
  );
  const errorText = ownError && (
    <p id={ids.error} className={styles.error}>
      <CircleAlert className={styles.errorIcon} aria-hidden="true" size={18} />
      <span>{error}</span>
    </p>
  );

  if (group) {
    return (
      <fieldset className={styles.field} aria-describedby={describedBy}>
        <legend className={styles.label}>{label}</legend>
        {texts}
        {errorText}
        {children({
          id,
          'aria-invalid': invalid ? true : undefined,
          'aria-describedby': undefined,
        })}
      </fieldset>
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': invalid ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {texts}
      {errorText}
    </div>
  );
}
