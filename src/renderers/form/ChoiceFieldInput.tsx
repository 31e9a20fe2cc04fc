import type { FieldInputProps } from './fieldInputProps';
import { RadioGroupField } from './RadioGroupField';

/** A question with options: one radio per option, in the definition's order. */
export function ChoiceFieldInput({ field, id, value, error, disabled, onChange }: FieldInputProps) {
  const options = (field.options ?? []).map((option) => ({
    value: option.id,
    label: option.label,
  }));
  return (
    <RadioGroupField
      id={id}
      legend={field.label}
      hint={field.hint}
      error={error}
      options={options}
      selected={typeof value === 'string' ? value : undefined}
      disabled={disabled}
      onSelect={onChange}
      layout="column"
    />
  );
}
