// The personal-information form's checks: the rules and messages of content/forms/profile.json
// (required fields, the 10-digit phone, the 18-character CURP) and the birth date, which must be a
// real day, not after today and after 1900.
import { formMessage, profileForm } from '../../content/forms';
import { birthDateProblem, type ProfileValues } from '../../domain/profile/profile';
import type { FieldErrors } from '../../renderers/form/formValues';
import { fieldMessage, validateFields } from '../../renderers/form/validateFields';

/** Every problem of the profile; `today` is 'YYYY-MM-DD'. */
export function profileErrors(values: ProfileValues, today: string): FieldErrors {
  const errors: Record<string, string> = { ...validateFields(profileForm.fields, { ...values }) };
  const birthDate = values.birthDate.trim();
  const problem = birthDate ? birthDateProblem(birthDate, today) : undefined;
  if (problem === 'invalid') {
    errors.birthDate = fieldMessage(profileForm.fields, 'birthDate', 'invalid');
  } else if (problem === 'future') {
    errors.birthDate = fieldMessage(profileForm.fields, 'birthDate', 'range');
  } else if (problem === 'tooEarly') {
    errors.birthDate = formMessage(profileForm, 'birthDateTooEarly');
  }
  return errors;
}
