import { FieldFrame } from './FieldFrame';
import { t } from '../../content/messages';
import type { FieldInputProps } from './fieldInputProps';
import * as styles from './NumberFieldInput.css';

let numberFormat: Intl.NumberFormat | undefined;

/** A reading in the form's words: '36,5' with up to two decimals, no thousands separator. */
function formatReading(value: number): string {
  numberFormat ??= new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2, useGrouping: false });
  return numberFormat.format(value);
}

/**
 * Most characters a number's input takes when its definition names no `maxLength`: enough for any
 * reading with decimals ('1234567.89'), and a pasted page of digits is cut (issue 43).
 */
export const NUMBER_MAX_LENGTH = 12;

/** The accepted range in words, e.g. "Entre 50 y 100 %.", and whether decimals make sense. */
export function rangeHint(field: {
  readonly min?: number | undefined;
  readonly max?: number | undefined;
  readonly unit?: string | undefined;
  readonly step?: number | undefined;
}): string | undefined {
  if (field.min === undefined || field.max === undefined) return undefined;
  const range = t('app.fieldRange', {
    min: formatReading(field.min),
    max: formatReading(field.max),
    unit: field.unit ? ` ${field.unit}` : '',
  });
  const decimals = field.step !== undefined && !Number.isInteger(field.step);
  return decimals ? `${range} ${t('app.fieldDecimalsAllowed')}` : range;
}

/**
 * A number. It is a text input with a decimal keypad rather than type="number": a number input
 * empties its value when the browser cannot read what was typed (say "36,8" on some phones), so the
 * answer would silently count as blank. Here the text stays as typed and the range check explains
 * any problem beside it.
 */
export function NumberFieldInput({
  field,
  id,
  value,
  error,
  sharedErrorId,
  disabled,
  onChange,
  onBlur,
}: FieldInputProps) {
  const range = field.showRange === false ? undefined : rangeHint(field);
  const rangeId = `${id}-range`;
  return (
    <FieldFrame
      id={id}
      label={field.label}
      hint={field.hint}
      error={error}
      sharedErrorId={sharedErrorId}
      extraDescriptionIds={range ? [rangeId] : []}
    >
      {(ties) => (
        <>
          <div className={styles.control}>
            <input
              {...ties}
              name={field.id}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              enterKeyHint="next"
              maxLength={field.maxLength ?? NUMBER_MAX_LENGTH}
              className={styles.input}
              disabled={disabled}
              value={typeof value === 'string' ? value : ''}
              onChange={(event) =>
                onChange(event.target.value === '' ? undefined : event.target.value)
              }
              onBlur={onBlur}
            />
            {field.unit && (
              <span className={styles.unit} aria-hidden="true">
                {field.unit}
              </span>
            )}
          </div>
          {range && (
            <p id={rangeId} className={styles.hint}>
              {range}
            </p>
          )}
        </>
      )}
    </FieldFrame>
  );
}
