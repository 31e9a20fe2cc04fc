// Fields typed as text: text, email, tel, date, time, datetime and textarea. The kind picks the
// browser control; the definition gives autocomplete, keypad and placeholder.
import type { ChangeEvent, HTMLInputTypeAttribute } from 'react';
import { FieldFrame } from './FieldFrame';
import type { FieldInputProps } from './fieldInputProps';
import { countsLength, lengthCounterText } from './LengthCounter';
import * as styles from './TextFieldInput.css';

const inputTypes: Readonly<Record<string, HTMLInputTypeAttribute>> = {
  text: 'text',
  email: 'email',
  tel: 'tel',
  date: 'date',
  time: 'time',
  datetime: 'datetime-local',
};

/** Upper-cases the value as it is typed without sending the caret to the end of the input. */
function upperCaseInPlace(input: HTMLInputElement | HTMLTextAreaElement): string {
  const { selectionStart, selectionEnd } = input;
  const upper = input.value.toUpperCase();
  if (upper !== input.value) {
    input.value = upper;
    if (selectionStart !== null && selectionEnd !== null) {
      input.setSelectionRange(selectionStart, selectionEnd);
    }
  }
  return upper;
}

export function TextFieldInput({
  field,
  id,
  value,
  error,
  sharedErrorId,
  disabled,
  extras,
  onChange,
  onBlur,
}: FieldInputProps) {
  const text = typeof value === 'string' ? value : '';
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange(field.transform === 'uppercase' ? upperCaseInPlace(event.target) : event.target.value);
  const common = {
    name: field.id,
    value: text,
    disabled,
    readOnly: field.readOnly,
    required: field.required,
    placeholder: field.placeholder,
    autoComplete: field.autoComplete,
    maxLength: field.maxLength,
    onChange: change,
    onBlur,
  };
  return (
    <FieldFrame
      id={id}
      label={field.label}
      hint={field.hint}
      error={error}
      sharedErrorId={sharedErrorId}
      counter={countsLength(field) ? lengthCounterText(text.length, field.maxLength) : undefined}
    >
      {(ties) =>
        field.kind === 'textarea' ? (
          <textarea {...ties} {...common} className={styles.textarea} rows={field.rows ?? 3} />
        ) : (
          <input
            {...ties}
            {...common}
            type={inputTypes[field.kind] ?? 'text'}
            className={styles.input}
            inputMode={field.inputMode}
            autoCapitalize={field.transform === 'uppercase' ? 'characters' : undefined}
            spellCheck={field.transform === 'uppercase' ? false : undefined}
            max={extras?.max}
            min={extras?.min}
          />
        )
      }
    </FieldFrame>
  );
}
