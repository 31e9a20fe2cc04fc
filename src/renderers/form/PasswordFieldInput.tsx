import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { t } from '../../content/messages';
import { FieldFrame } from './FieldFrame';
import type { FieldInputProps } from './fieldInputProps';
import { countsLength, lengthCounterText } from './LengthCounter';
import * as styles from './TextFieldInput.css';

/** A password with a show/hide toggle (a pressed button, so its name never changes). */
export function PasswordFieldInput({
  field,
  id,
  value,
  error,
  sharedErrorId,
  disabled,
  onChange,
  onBlur,
}: FieldInputProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  const text = typeof value === 'string' ? value : '';
  return (
    <FieldFrame
      id={id}
      label={field.label}
      hint={field.hint}
      error={error}
      sharedErrorId={sharedErrorId}
      counter={countsLength(field) ? lengthCounterText(text.length, field.maxLength) : undefined}
    >
      {(ties) => (
        <div className={styles.control}>
          <input
            {...ties}
            name={field.id}
            type={visible ? 'text' : 'password'}
            className={`${styles.input} ${styles.inputWithTrailing}`}
            value={text}
            disabled={disabled}
            required={field.required}
            minLength={field.minLength}
            maxLength={field.maxLength}
            autoComplete={field.autoComplete}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
          <div className={styles.trailing}>
            <button
              type="button"
              className={styles.toggle}
              aria-label={field.toggleLabel ?? t('app.fieldShowPassword')}
              aria-pressed={visible}
              aria-controls={id}
              onClick={() => setVisible((shown) => !shown)}
            >
              <Icon aria-hidden="true" size={20} />
            </button>
          </div>
        </div>
      )}
    </FieldFrame>
  );
}
