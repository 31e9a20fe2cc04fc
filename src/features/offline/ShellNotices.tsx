import type { ComponentType } from 'react';
import { InstallAppOffer } from './InstallAppOffer';
import { OfflineNotice } from './OfflineNotice';
import { ReminderNotificationsCard } from './ReminderNotificationsCard';

/**
 * Where the app-level offers sit in the signed-in shell: installing on the member's home and
 * profile, system reminders on the agenda (whose reminders they show). One table, so moving an
 * offer into a page later is one line here.
 */
const offersByPath: Readonly<Record<string, ComponentType>> = {
  '/dashboard': InstallAppOffer,
  '/perfil': InstallAppOffer,
  '/agenda': ReminderNotificationsCard,
};

/** Above every member page: the offline notice, then the offer of this route, if any. */
export function ShellNotices({ path }: { readonly path: string }) {
  const Offer = offersByPath[path];
  return (
    <>
      <OfflineNotice />
      {Offer ? <Offer /> : null}
    </>
  );
}
