import type { ReactNode } from 'react';
import { FieldFrame } from './FieldFrame';
import * as styles from './RadioGroupField.css';

export interface RadioOption<V extends boolean | string> {
  readonly value: V;
  readonly label: ReactNode;
}

export interface RadioGroupFieldProps<V extends boolean | string> {
  /** The first radio's id; the others add their position. */
  readonly id: string;
  readonly legend: string;
  readonly hint: string | undefined;
  readonly error: string | undefined;
  readonly options: readonly RadioOption<V>[];
  readonly selected: V | undefined;
  readonly disabled?: boolean | undefined;
  readonly onSelect: (value: V) => void;
  /** Sí/No sit side by side; longer options stack. */
  readonly layout: 'row' | 'column';
}

/**
 * A question answered by picking one option: native radios in a fieldset whose legend is the
 * question. Nothing is picked until the member picks, so a question can stay unanswered.
 */
export function RadioGroupField<V extends boolean | string>({
  id,
  legend,
  hint,
  error,
  options,
  selected,
  disabled,
  onSelect,
  layout,
}: RadioGroupFieldProps<V>) {
  return (
    <FieldFrame id={id} label={legend} hint={hint} error={error} group>
      {(ties) => (
        <div className={styles.options[layout]}>
          {options.map((option, index) => (
            <label key={String(option.value)} className={styles.option}>
              <input
                type="radio"
                id={index === 0 ? id : `${id}-${index}`}
                name={id}
                className={styles.radio}
                checked={selected === option.value}
                disabled={disabled}
                aria-invalid={ties['aria-invalid']}
                onChange={() => onSelect(option.value)}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
      )}
    </FieldFrame>
  );
}
