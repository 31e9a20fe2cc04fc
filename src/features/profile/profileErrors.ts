// The personal-information form's checks: the rules and messages of content/forms/profile.json
// (required fields, the 10-digit phone, the 18-character CURP) and the birth date, which must be a
// real day and not after today.
import { profileForm } from '../../content/forms';
import { isIsoDate, type ProfileValues } from '../../domain/profile/profile';
import type { FieldErrors } from '../../renderers/form/formValues';
import { fieldMessage, validateFields } from '../../renderers/form/validateFields';

/** Every problem of the profile; `today` is 'YYYY-MM-DD'. */
export function profileErrors(values: ProfileValues, today: string): FieldErrors {
  const errors: Record<string, string> = { ...validateFields(profileForm.fields, { ...values }) };
  const birthDate = values.birthDate.trim();
  if (birthDate && !isIsoDate(birthDate)) {
    errors.birthDate = fieldMessage(profileForm.fields, 'birthDate', 'invalid');
  } else if (birthDate && birthDate > today) {
    errors.birthDate = fieldMessage(profileForm.fields, 'birthDate', 'range');
  }
  return errors;
}
