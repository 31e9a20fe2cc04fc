import { Link } from 'wouter';
import { useMembership } from '../../membership/useMembership';
import { paymentFrequencyById, pricing } from '../../content/pricing';
import { t, tPlural } from '../../content/messages';
import { planName } from '../../content/planName';
import { formatMxn } from '../../domain/format/format';
import {
  membershipStatusView,
  shownFamilyCode,
  type Membership,
} from '../../domain/membership/membership';
import { quotePrice } from '../../domain/membership/pricing';
import { button } from '../../ui/Button/Button.css';
import { Card } from '../../ui/Card/Card';
import { PlanStatusBadge } from '../../ui/PlanStatusBadge/PlanStatusBadge';
import { paymentDueFact } from '../../ui/PlanStatusBadge/paymentDueFact';
import { planStatusMessage } from '../../ui/PlanStatusBadge/planStatusWords';
import { CopyCodeButton } from './CopyCodeButton';
import * as styles from './PlanInfoCard.css';
import { routePaths } from '../../content/routePaths';

/** '$299.00 al mes', '$1,599.00 cada 6 meses'; the amount alone when the period is unknown. */
function amountText(cents: number, months: number | undefined): string {
  const amount = formatMxn(cents);
  return months === undefined ? amount : tPlural('profile.amountEvery', months, { amount });
}

/** 'Familiar, 4 miembros'; the plan's name alone for one person. */
function planText(plan: string, size: number): string {
  return size > 1 ? tPlural('profile.planWithMembers', size, { plan }) : plan;
}

/** What the plan costs per period, by the current prices; null when plan or frequency is unknown. */
function periodAmountCents(membership: Membership): number | null {
  const { plan, frequency, family_size: size } = membership;
  if ((plan !== 'individual' && plan !== 'familiar') || !frequency) return null;
  const known = paymentFrequencyById(frequency);
  if (!known) return null;
  return quotePrice(pricing, { plan, members: size ?? 1, frequencyId: known.id }).totalCents;
}

/**
 * The profile's plan info (spec §2): its status (the same as on the dashboard and in Mi Plan), next
 * payment, amount in MXN, family code to share. Read from the membership source, like Mi Plan.
 */
export function PlanInfoCard() {
  const { membership } = useMembership();
  const now = new Date();
  const status = membershipStatusView(membership, now);
  const due = paymentDueFact(membership.next_payment_date, now);
  const paid = status.key !== 'pending' && membership.plan !== null;
  const amount = periodAmountCents(membership);
  const code = membership.role === 'holder' ? shownFamilyCode(membership) : null;
  const size = membership.family_size ?? 1;

  return (
    <Card className={styles.card} aria-labelledby="perfil-plan">
      <h2 id="perfil-plan" className={styles.title}>
        {t('profile.planTitle')}
      </h2>
      {paid ? (
        <>
          <dl className={styles.facts}>
            <dt>{t('profile.planStatus')}</dt>
            <dd className={styles.status}>
              <PlanStatusBadge view={status} />
              <span>{planStatusMessage(status.key)}</span>
            </dd>
            <dt>{t('profile.plan')}</dt>
            <dd>{planText(planName(membership.plan) ?? '', size)}</dd>
            <dt>{due.term}</dt>
            <dd>{due.date}</dd>
            {amount !== null && membership.role === 'holder' && (
              <>
                <dt>{t('profile.planAmount')}</dt>
                <dd>
                  {amountText(amount, paymentFrequencyById(membership.frequency ?? '')?.months)}
                </dd>
              </>
            )}
            {code && (
              <>
                <dt>{t('profile.familyCode')}</dt>
                <dd className={styles.code}>
                  <span className={styles.codeText}>{code}</span>
                  <CopyCodeButton code={code} />
                </dd>
              </>
            )}
          </dl>
          {status.key !== 'active' && membership.role === 'holder' && (
            <Link href={routePaths.payment} className={button({ tone: 'primary', block: true })}>
              {t('profile.payPlan')}
            </Link>
          )}
        </>
      ) : (
        <>
          <p className={styles.empty}>{t('profile.noPlan')}</p>
          <Link href={routePaths.payment} className={button({ tone: 'primary', block: true })}>
            {t('profile.activatePlan')}
          </Link>
        </>
      )}
    </Card>
  );
}
