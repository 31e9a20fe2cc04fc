import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { AuthField, type AuthFieldProps } from './AuthField';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<AuthFieldProps, 'type' | 'trailing'> {
  /** The show/hide button's name, e.g. 'Mostrar contraseña'; it says which field when there are two. */
  readonly toggleLabel: string;
}

/** A password input with a show/hide toggle (a pressed button, so its name never changes). */
export function PasswordField({ toggleLabel, ...field }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <AuthField
      {...field}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={styles.toggle}
          aria-label={toggleLabel}
          aria-pressed={visible}
          aria-controls={field.id}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon aria-hidden="true" size={20} />
        </button>
      }
    />
  );
}
