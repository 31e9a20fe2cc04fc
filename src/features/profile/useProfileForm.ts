// The personal-information form's state (spec §4, §5): view or edit mode (edit forced while an active
// plan lacks phone, CURP or birth date), the live checks while typing, the full check on save, and a
// save through the auth interface that keeps what the member typed when it fails.
import { useState } from 'react';
import { useAuth } from '../../auth/useAuth';
import {
  firstProfileError,
  isoDateOf,
  liveProfileErrors,
  profileErrorsOnSave,
  profileNeedsCompletion,
  profileUpdate,
  profileValuesOf,
  type ProfileErrors,
  type ProfileField,
  type ProfileValues,
} from '../../domain/profile';
import { showToast } from '../../state/toasts';
import { profileToasts } from './profileMessages';

export interface ProfileForm {
  readonly editing: boolean;
  /** Edit mode cannot be left until the missing data is saved. */
  readonly forced: boolean;
  readonly values: ProfileValues;
  readonly errors: ProfileErrors;
  readonly saving: boolean;
  change(field: ProfileField, value: string): void;
  startEditing(): void;
  cancel(): void;
  /** Saves, or returns the first field to fix. */
  save(): Promise<ProfileField | undefined>;
}

export function useProfileForm(): ProfileForm {
  const { user, updateUserMetadata } = useAuth();
  const metadata = user?.user_metadata;
  const forced = profileNeedsCompletion(metadata);
  // null while viewing: the stored values show, so a change from another tab shows too.
  const [draft, setDraft] = useState<ProfileValues | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [saving, setSaving] = useState(false);
  const editing = forced || draft !== null;
  const values = draft ?? profileValuesOf(metadata);
  const today = isoDateOf(new Date());
  const check = attempted ? profileErrorsOnSave : liveProfileErrors;
  const errors = editing ? check(values, today) : {};

  function change(field: ProfileField, value: string) {
    setDraft({ ...values, [field]: field === 'curp' ? value.toUpperCase() : value });
  }

  function startEditing() {
    setDraft(profileValuesOf(metadata));
  }

  function cancel() {
    setDraft(null);
    setAttempted(false);
  }

  async function save(): Promise<ProfileField | undefined> {
    const found = profileErrorsOnSave(values, today);
    const first = firstProfileError(found);
    if (first) {
      setAttempted(true);
      showToast({
        title: profileToasts.invalidTitle,
        description: profileToasts.invalidDescription,
        variant: 'destructive',
      });
      return first;
    }
    if (!user) return undefined;
    setSaving(true);
    // Hold on to what was typed: in forced mode there may be no draft yet.
    setDraft(values);
    const avatarUrl = typeof metadata?.avatarUrl === 'string' ? metadata.avatarUrl : null;
    try {
      await updateUserMetadata(profileUpdate(values, user.email, avatarUrl));
      setDraft(null);
      setAttempted(false);
      showToast({ title: profileToasts.savedTitle, description: profileToasts.savedDescription });
    } catch {
      showToast({
        title: profileToasts.errorTitle,
        description: profileToasts.errorDescription,
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
    return undefined;
  }

  return { editing, forced, values, errors, saving, change, startEditing, cancel, save };
}
