import type { TriageChoiceField } from '../../content/types/triage-test';
import type { FieldInputProps } from './fieldInputProps';
import { RadioGroupField } from './RadioGroupField';

/** A question with options: one radio per option, in the content's order. */
export function ChoiceFieldInput({
  field,
  id,
  value,
  error,
  onChange,
}: FieldInputProps<TriageChoiceField>) {
  const options = field.options.map((option) => ({ value: option.id, label: option.label }));
  return (
    <RadioGroupField
      id={id}
      legend={field.label}
      help={field.help}
      error={error}
      options={options}
      selected={typeof value === 'string' ? value : undefined}
      onSelect={onChange}
      layout="column"
    />
  );
}
