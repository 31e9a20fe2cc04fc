import type { ComponentType } from 'react';
import { InstallAppOffer } from './InstallAppOffer';
import { OfflineNotice } from './OfflineNotice';

/**
 * Where the app-level offers sit in the signed-in shell: installing on the member's home and
 * profile. (System reminders are offered by the agenda page itself, beside the reminders they show.)
 */
const offersByPath: Readonly<Record<string, ComponentType>> = {
  '/dashboard': InstallAppOffer,
  '/perfil': InstallAppOffer,
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
