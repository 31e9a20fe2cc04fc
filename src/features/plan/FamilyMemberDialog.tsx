import { familyMemberForm, formMessage } from '../../content/forms';
import type { MembershipMember } from '../../domain/membership/membership';
import type { FamilyMemberInput } from '../../domain/membership/planMembership';
import { isoDateOf } from '../../domain/profile/profile';
import { FormDialog } from '../../renderers/form/FormDialog';
import { familyMemberErrors, familyMemberInputOf } from './familyMemberForm';

export interface FamilyMemberDialogProps {
  readonly open: boolean;
  /** The person being edited; null to add one. */
  readonly person: MembershipMember | null;
  /** Hosted mode does not send CURPs and birth dates back: the holder writes them again. */
  readonly reenterIdentity: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onSave: (input: FamilyMemberInput) => void;
}

const message = (key: string): string => formMessage(familyMemberForm, key);

/** Add or edit a person on the family plan: name, CURP and birth date (Radix dialog). */
export function FamilyMemberDialog({
  open,
  person,
  reenterIdentity,
  onOpenChange,
  onSave,
}: FamilyMemberDialogProps) {
  const description =
    person && reenterIdentity
      ? `${message('description')} ${message('editHostedHint')}`
      : message('description');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={person ? message('editTitle') : message('addTitle')}
      description={description}
      cancelLabel={message('cancel')}
      saveLabel={message('save')}
      idPrefix="family-member"
      fields={familyMemberForm.fields}
      errorTiming={familyMemberForm.errorTiming}
      initialValues={
        person
          ? { name: person.name, curp: person.curp ?? '', birthDate: person.birthDate ?? '' }
          : {}
      }
      validate={(values) => familyMemberErrors(values, isoDateOf(new Date()))}
      onValid={(values) => onSave(familyMemberInputOf(values))}
    />
  );
}
