// Hosted mode (issue 46): a company's EMP- code takes a seat of its contract and makes the member's
// plan active until the contract ends. A code given at registration is redeemed once per app session
// after sign-in, for a member who has no plan yet; Mi Plan's field redeems one typed later.
import { t } from '../content/messages';
import { ENTERPRISE_CODE_PREFIX } from '../domain/membership/activationCode';
import { showToast } from '../state/toasts';
import { isUnreachable, type MembershipCalls, type RedeemedCompanyCode } from './membershipCalls';

const triedThisSession = new Set<string>();

/** Tells the member the code was accepted, with the company's name. */
export function sayCodeRedeemed(redeemed: RedeemedCompanyCode): void {
  showToast({
    title: t('membership.companyCodeValid'),
    description: t('membership.coveredBy', { company: redeemed.company }),
  });
}

/** The EMP- code given at registration, once per session, for a member without a plan. */
export async function redeemRegistrationCompanyCode(
  user: { readonly id: string; readonly activationCode: string | null },
  calls: MembershipCalls,
): Promise<void> {
  const code = user.activationCode?.trim().toUpperCase() ?? '';
  if (!code.startsWith(ENTERPRISE_CODE_PREFIX) || triedThisSession.has(user.id)) return;
  const membership = await calls.myMembership().catch(() => null);
  if (!membership) return;
  triedThisSession.add(user.id);
  if (membership.role !== null) return;
  try {
    sayCodeRedeemed(await calls.redeemEnterpriseCode(code));
  } catch (error) {
    if (isUnreachable(error)) {
      triedThisSession.delete(user.id);
      return;
    }
    showToast({
      variant: 'destructive',
      title: t('membership.companyCodeTitle'),
      description: (error as Error).message,
    });
  }
}
