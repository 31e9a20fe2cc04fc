// The one place that decides which input draws which kind of field. A new kind is one entry here (or,
// for a kind only one feature has, such as Stripe's card element, one entry the feature passes in);
// a kind missing from the registry falls back to UnknownFieldInput instead of breaking the form.
import type { ComponentType } from 'react';
import type { FormField } from '../../content/types/form';
import { BoolFieldInput } from './BoolFieldInput';
import { ChoiceFieldInput } from './ChoiceFieldInput';
import type { FieldInputProps } from './fieldInputProps';
import { NumberFieldInput } from './NumberFieldInput';
import { PasswordFieldInput } from './PasswordFieldInput';
import { TextFieldInput } from './TextFieldInput';
import { UnknownFieldInput } from './UnknownFieldInput';

export type FieldRegistry = Readonly<Record<string, ComponentType<FieldInputProps>>>;

export const fieldRegistry: FieldRegistry = {
  text: TextFieldInput,
  email: TextFieldInput,
  tel: TextFieldInput,
  date: TextFieldInput,
  time: TextFieldInput,
  datetime: TextFieldInput,
  textarea: TextFieldInput,
  password: PasswordFieldInput,
  number: NumberFieldInput,
  bool: BoolFieldInput,
  choice: ChoiceFieldInput,
};

/** The input for a field, looked up by its kind; unknown kinds get the fallback. */
export function fieldInputFor(
  field: Pick<FormField, 'kind'>,
  registry: FieldRegistry = fieldRegistry,
): ComponentType<FieldInputProps> {
  return Object.hasOwn(registry, field.kind)
    ? (registry[field.kind] ?? UnknownFieldInput)
    : UnknownFieldInput;
}
