import { CircleHelp } from 'lucide-react';
import { t } from '../../content/messages';
import type { FieldInputProps } from './fieldInputProps';
import * as styles from './UnknownFieldInput.css';

/**
 * The registry's fallback: a field of a kind this version of the app cannot draw. It says so plainly
 * and stays blank, which a questionnaire reads as unanswered (never as a threshold met).
 */
export function UnknownFieldInput({ field, id }: FieldInputProps) {
  return (
    <p id={id} className={styles.notice} tabIndex={-1}>
      <CircleHelp className={styles.icon} aria-hidden="true" size={18} />
      <span>{t('app.fieldUnknownKind', { label: field.label })}</span>
    </p>
  );
}
