// Typed access to the form definitions of content/forms/ (checked against schemas/form.schema.json by
// `npm run validate:content`): the fields, rules and Spanish messages an editor owns.
import appointmentFile from '../../content/forms/appointment.json';
import medicineFile from '../../content/forms/medicine.json';
import profileFile from '../../content/forms/profile.json';
import vitalsFile from '../../content/forms/vitals.json';
import weightFile from '../../content/forms/weight.json';
import type { FormDefinition, FormField } from './types/form';

export type { FormDefinition, FormField };

export const appointmentForm = appointmentFile as FormDefinition;
export const medicineForm = medicineFile as FormDefinition;
export const profileForm = profileFile as FormDefinition;
export const vitalsForm = vitalsFile as FormDefinition;
export const weightForm = weightFile as FormDefinition;

/** A form-level text of a definition; a missing key is a content error the content tests catch. */
export function formMessage(definition: FormDefinition, key: string): string {
  const text = definition.messages?.[key];
  if (text === undefined) throw new Error(`content/forms/${definition.id}.json has no message "${key}"`);
  return text;
}
