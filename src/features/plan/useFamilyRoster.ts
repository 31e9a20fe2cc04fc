// The holder's changes to the family list, with the dialogs' state and the toasts that say how each
// went. The membership source does the change (browser storage in demo mode, the server in hosted).
import { useState } from 'react';
import type { MembershipActions } from '../../membership/useMembership';
import { familyMemberForm, formMessage } from '../../content/forms';
import { t } from '../../content/messages';
import type { MembershipMember } from '../../domain/membership/membership';
import type { FamilyMemberInput } from '../../domain/membership/planMembership';
import { showToast } from '../../state/toasts';

export type RosterDialog =
  | { readonly kind: 'closed' }
  | { readonly kind: 'add' }
  | { readonly kind: 'edit'; readonly person: MembershipMember }
  | { readonly kind: 'remove'; readonly person: MembershipMember };

export interface FamilyRoster {
  readonly dialog: RosterDialog;
  readonly busy: boolean;
  open(dialog: RosterDialog): void;
  close(): void;
  save(input: FamilyMemberInput): Promise<void>;
  confirmRemove(): Promise<void>;
}

const message = (key: string): string => formMessage(familyMemberForm, key);

const failureText = (error: unknown): string =>
  error instanceof Error && error.message.trim() ? error.message : t('plan.tryAgainShortly');

export function useFamilyRoster(actions: MembershipActions): FamilyRoster {
  const [dialog, setDialog] = useState<RosterDialog>({ kind: 'closed' });
  const [busy, setBusy] = useState(false);

  async function run(change: () => Promise<void>, doneTitle: string, name: string) {
    if (busy) return;
    setBusy(true);
    try {
      await change();
      setDialog({ kind: 'closed' });
      showToast({ title: doneTitle, description: name });
    } catch (error) {
      showToast({
        variant: 'destructive',
        title: message('errorTitle'),
        description: failureText(error),
      });
    } finally {
      setBusy(false);
    }
  }

  return {
    dialog,
    busy,
    open: setDialog,
    close: () => setDialog({ kind: 'closed' }),
    async save(input) {
      if (dialog.kind === 'edit') {
        const { id } = dialog.person;
        await run(() => actions.editMember(id, input), message('editedTitle'), input.name);
      } else {
        await run(() => actions.addMember(input), message('addedTitle'), input.name);
      }
    },
    async confirmRemove() {
      if (dialog.kind !== 'remove') return;
      const { id, name } = dialog.person;
      await run(() => actions.removeMember(id), message('removedTitle'), name);
    },
  };
}
