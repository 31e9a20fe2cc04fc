import type { TriageBoolField } from '../../content/types/triage-test';
import type { FieldInputProps } from './fieldInputProps';
import { RadioGroupField, type RadioOption } from './RadioGroupField';

const yesNo: readonly RadioOption<boolean>[] = [
  { value: true, label: 'Sí' },
  { value: false, label: 'No' },
];

/** A sí/no question: two radios, neither picked until the member answers. */
export function BoolFieldInput({
  field,
  id,
  value,
  error,
  onChange,
}: FieldInputProps<TriageBoolField>) {
  return (
    <RadioGroupField
      id={id}
      legend={field.label}
      help={field.help}
      error={error}
      options={yesNo}
      selected={typeof value === 'boolean' ? value : undefined}
      onSelect={onChange}
      layout="row"
    />
  );
}
