import type { FieldInputProps } from './fieldInputProps';
import { t } from '../../content/messages';
import { RadioGroupField, type RadioOption } from './RadioGroupField';

const yesNo = (): readonly RadioOption<boolean>[] => [
  { value: true, label: t('app.fieldYes') },
  { value: false, label: t('app.fieldNo') },
];

/** A sí/no question: two radios, neither picked until the member answers. */
export function BoolFieldInput({ field, id, value, error, disabled, onChange }: FieldInputProps) {
  return (
    <RadioGroupField
      id={id}
      legend={field.label}
      hint={field.hint}
      error={error}
      options={yesNo()}
      selected={typeof value === 'boolean' ? value : undefined}
      disabled={disabled}
      onSelect={onChange}
      layout="row"
    />
  );
}
