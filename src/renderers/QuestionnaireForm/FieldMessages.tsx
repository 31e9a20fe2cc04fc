import { CircleAlert } from 'lucide-react';
import type { FieldIds } from './fieldIds';
import * as styles from './FieldMessages.css';

/** A field's help text and its error, with the ids the control's aria-describedby points at. */
export function FieldMessages({
  ids,
  help,
  error,
}: {
  readonly ids: FieldIds;
  readonly help: string | undefined;
  readonly error: string | undefined;
}) {
  return (
    <>
      {help && (
        <p id={ids.help} className={styles.help}>
          {help}
        </p>
      )}
      {error && (
        <p id={ids.error} className={styles.error}>
          <CircleAlert className={styles.errorIcon} aria-hidden="true" size={18} />
          <span>{error}</span>
        </p>
      )}
    </>
  );
}
