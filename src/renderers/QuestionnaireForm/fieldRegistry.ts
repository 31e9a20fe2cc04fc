// The one place that decides which input draws which kind of question. A new field type is one
// entry here; a type missing from the registry falls back to UnknownFieldInput instead of breaking
// the form.
import type { ComponentType } from 'react';
import type { TriageField } from '../../content/types/triage-test';
import { BoolFieldInput } from './BoolFieldInput';
import { ChoiceFieldInput } from './ChoiceFieldInput';
import type { FieldInputProps } from './fieldInputProps';
import { NumberFieldInput } from './NumberFieldInput';
import { UnknownFieldInput } from './UnknownFieldInput';

type FieldOfType<T extends TriageField['type']> = Extract<TriageField, { type: T }>;

export type FieldRegistry = {
  readonly [T in TriageField['type']]: ComponentType<FieldInputProps<FieldOfType<T>>>;
};

export const fieldRegistry: FieldRegistry = {
  bool: BoolFieldInput,
  number: NumberFieldInput,
  choice: ChoiceFieldInput,
};

/** The input for a field, looked up by its type; unknown types get the fallback. */
export function fieldInputFor(
  field: TriageField,
  registry: FieldRegistry = fieldRegistry,
): ComponentType<FieldInputProps> {
  // Each entry only ever receives fields of its own key's type, which the lookup by `field.type`
  // guarantees; the index type just cannot express that pairing.
  const byType = registry as Readonly<Record<string, ComponentType<FieldInputProps> | undefined>>;
  return Object.hasOwn(byType, field.type)
    ? (byType[field.type] ?? UnknownFieldInput)
    : UnknownFieldInput;
}
