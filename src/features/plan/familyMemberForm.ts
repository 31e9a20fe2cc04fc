// The family-member form's checks (content/forms/familyMember.json): the same rules the profile
// applies to the member's own CURP and birth date, so the server's identical check never surprises.
import { familyMemberForm, formMessage } from '../../content/forms';
import type { FamilyMemberInput } from '../../domain/membership/planMembership';
import { birthDateProblem, normaliseCurp } from '../../domain/profile/profile';
import { textOf, type FieldErrors, type FormValues } from '../../renderers/form/formValues';
import { fieldMessage, validateFields } from '../../renderers/form/validateFields';

export const familyMemberInputOf = (values: FormValues): FamilyMemberInput => ({
  name: textOf(values, 'name').trim(),
  curp: normaliseCurp(textOf(values, 'curp')),
  birthDate: textOf(values, 'birthDate').trim(),
});

/** Every problem of the form; `today` is 'YYYY-MM-DD'. */
export function familyMemberErrors(values: FormValues, today: string): FieldErrors {
  const input = familyMemberInputOf(values);
  const errors: Record<string, string> = {
    ...validateFields(familyMemberForm.fields, { ...input }),
  };
  const problem = input.birthDate ? birthDateProblem(input.birthDate, today) : undefined;
  if (problem === 'invalid') {
    errors.birthDate = fieldMessage(familyMemberForm.fields, 'birthDate', 'invalid');
  } else if (problem === 'future') {
    errors.birthDate = fieldMessage(familyMemberForm.fields, 'birthDate', 'range');
  } else if (problem === 'tooEarly') {
    errors.birthDate = formMessage(familyMemberForm, 'birthDateTooEarly');
  }
  return errors;
}
