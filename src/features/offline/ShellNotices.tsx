import type { ComponentType } from 'react';
import { InstallAppOffer } from './InstallAppOffer';
import { OfflineNotice } from './OfflineNotice';
import { routePaths } from '../../content/routePaths';

/**
 * Where the app-level offers sit in the signed-in shell: installing on the member's home and
 * profile. (System reminders are offered by the agenda page itself, beside the reminders they show.)
 */
const offersByPath: Readonly<Record<string, ComponentType>> = {
  [routePaths.dashboard]: InstallAppOffer,
  [routePaths.profile]: InstallAppOffer,
};

/** Above every member page: the offline notice. */
export function ShellNotices() {
  return <OfflineNotice />;
}

/**
 * Below the page: the offer of this route, if any. It appears only when the browser offers to
 * install, after the page has drawn, so above the page it would push everything down (layout shift).
 */
export function ShellOffers({ path }: { readonly path: string }) {
  const Offer = offersByPath[path];
  return Offer ? <Offer /> : null;
}
