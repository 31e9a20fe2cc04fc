import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { FieldFrame } from './FieldFrame';
import type { FieldInputProps } from './fieldInputProps';
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
  return (
    <FieldFrame
      id={id}
      label={field.label}
      hint={field.hint}
      error={error}
      sharedErrorId={sharedErrorId}
    >
      {(ties) => (
        <div className={styles.control}>
          <input
            {...ties}
            name={field.id}
            type={visible ? 'text' : 'password'}
            className={`${styles.input} ${styles.inputWithTrailing}`}
            value={typeof value === 'string' ? value : ''}
            disabled={disabled}
            required={field.required}
            minLength={field.minLength}
            autoComplete={field.autoComplete}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
          <div className={styles.trailing}>
            <button
              type="button"
              className={styles.toggle}
              aria-label={field.toggleLabel ?? 'Mostrar contraseña'}
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
