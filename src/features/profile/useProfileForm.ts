// The personal-information form's state (spec §4, §5) on the shared form hook: view or edit mode (edit
// forced while an active plan lacks phone, CURP or birth date), the checks shown while typing (the
// form's `errorTiming`), and a save through the auth interface that sends only the fields changed
// here, so another tab's save is not undone, and keeps what the member typed when it fails.
import { useState } from 'react';
import { useAuth } from '../../auth/useAuth';
import { useMembership } from '../../membership/useMembership';
import { profileForm } from '../../content/forms';
import {
  isoDateOf,
  profileChanges,
  profileNeedsCompletion,
  profileValuesOf,
  type ProfileValues,
} from '../../domain/profile/profile';
import { textOf, type FormValues } from '../../renderers/form/formValues';
import { useForm, type FormState } from '../../renderers/form/useForm';
import { showToast } from '../../state/toasts';
import { profileErrors } from './profileErrors';
import { t } from '../../content/messages';

export interface ProfileForm {
  readonly editing: boolean;
  /** Edit mode cannot be left until the missing data is saved. */
  readonly forced: boolean;
  /** The stored values, shown while not editing. */
  readonly stored: ProfileValues;
  readonly form: FormState;
  readonly saving: boolean;
  startEditing(): void;
  cancel(): void;
  /** After a submit: saves valid values, or says in a toast that something needs fixing. */
  save(outcome: { readonly ok: boolean; readonly values?: FormValues }): Promise<void>;
}

const typedProfile = (values: FormValues): ProfileValues => ({
  name: textOf(values, 'name'),
  alias: textOf(values, 'alias'),
  phone: textOf(values, 'phone'),
  curp: textOf(values, 'curp'),
  birthDate: textOf(values, 'birthDate'),
});

export function useProfileForm(): ProfileForm {
  const { user, updateUserMetadata } = useAuth();
  const metadata = user?.user_metadata;
  // The plan's status comes from the membership source, never from metadata a member can write.
  const planActive = useMembership().membership.status === 'active';
  const forced = profileNeedsCompletion({
    ...metadata,
    planStatus: planActive ? 'active' : 'pending',
  });
  const stored = profileValuesOf(metadata);
  const [opened, setOpened] = useState(false);
  const [saving, setSaving] = useState(false);
  const editing = forced || opened;
  const form = useForm({
    fields: profileForm.fields,
    initialValues: { ...stored, email: user?.email ?? '' },
    validate: (values) => profileErrors(typedProfile(values), isoDateOf(new Date())),
    errorTiming: profileForm.errorTiming,
  });

  function startEditing() {
    form.reset({ ...stored, email: user?.email ?? '' });
    setOpened(true);
  }

  function cancel() {
    setOpened(false);
  }

  async function save(outcome: { readonly ok: boolean; readonly values?: FormValues }) {
    if (!outcome.ok || !outcome.values) {
      showToast({
        title: t('profile.invalidTitle'),
        description: t('profile.invalidDescription'),
        variant: 'destructive',
      });
      return;
    }
    if (!user) return;
    setSaving(true);
    const changes = profileChanges(
      typedProfile(form.startValues),
      typedProfile(outcome.values),
      user.email,
    );
    try {
      await updateUserMetadata(changes);
      setOpened(false);
      showToast({ title: t('profile.savedTitle'), description: t('profile.savedDescription') });
    } catch {
      showToast({
        title: t('profile.errorTitle'),
        description: t('profile.errorDescription'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return { editing, forced, stored, form, saving, startEditing, cancel, save };
}
