import type { TriageNumberField } from '../../content/types/triage-test';
import type { FieldInputProps } from './fieldInputProps';
import { fieldIds } from './fieldIds';
import { FieldMessages } from './FieldMessages';
import * as styles from './NumberFieldInput.css';

const numberFormat = new Intl.NumberFormat('es-MX', {
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** The accepted range in words, e.g. "Entre 50 y 100 %.", and whether decimals make sense. */
export function rangeHint(field: TriageNumberField): string {
  const range = `Entre ${numberFormat.format(field.min)} y ${numberFormat.format(field.max)} ${field.unit}.`;
  const decimals = field.step !== undefined && !Number.isInteger(field.step);
  return decimals ? `${range} Puedes usar decimales.` : range;
}

/**
 * A number question. It is a text input with a decimal keypad rather than type="number": a number
 * input empties its value when the browser cannot read what was typed (say "36,8" on some phones),
 * so the answer would silently count as blank. Here the text stays as typed and the range check of
 * parseTriageAnswers explains any problem beside it.
 */
export function NumberFieldInput({
  field,
  id,
  value,
  error,
  onChange,
}: FieldInputProps<TriageNumberField>) {
  const ids = fieldIds(id);
  const hintId = `${id}-range`;
  const descriptions = [field.help ? ids.help : null, hintId, error ? ids.error : null]
    .filter((part): part is string => part !== null)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
      </label>
      <FieldMessages ids={ids} help={field.help} error={undefined} />
      <div className={styles.control}>
        <input
          id={id}
          name={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="next"
          className={styles.input}
          value={typeof value === 'string' ? value : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={descriptions}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        />
        <span className={styles.unit} aria-hidden="true">
          {field.unit}
        </span>
      </div>
      <p id={hintId} className={styles.hint}>
        {rangeHint(field)}
      </p>
      <FieldMessages ids={ids} help={undefined} error={error} />
    </div>
  );
}
