import { pricing } from '../../content/pricing';
import type { PlanKind } from '../../domain/membership/pricing';
import { DataTabs } from '../../renderers/DataTabs/DataTabs';
import { Card } from '../../ui/Card/Card';
import { FamilySizeStepper } from './FamilySizeStepper';
import { formatMxn } from '../../domain/format/format';
import * as styles from './PaymentGatewayPage.css';
import { percentText } from '../../ui/PriceLines/priceTexts';
import { planName } from '../../content/planName';
import { Link } from 'wouter';
import { removeFirstText, type FamilyFit } from './familyFit';
import { routePaths } from '../../content/routePaths';
import { t } from '../../content/messages';

export const planKinds: readonly PlanKind[] = ['individual', 'familiar'];

/** '15 % de 2 a 3 miembros · 30 % desde 4 miembros', from the content's bands. */
function familyDiscountText(): string {
  return pricing.familyDiscounts
    .filter((band) => band.discountPercent > 0)
    .map(({ minMembers, maxMembers, discountPercent }) =>
      maxMembers === undefined
        ? t('payment.discountFrom', { percent: percentText(discountPercent), min: minMembers })
        : t('payment.discountBetween', {
            percent: percentText(discountPercent),
            min: minMembers,
            max: maxMembers,
          }),
    )
    .join(' · ');
}

export interface PlanSectionProps {
  readonly plan: PlanKind;
  readonly members: number;
  readonly onPlanChange: (plan: PlanKind) => void;
  readonly onMembersChange: (members: number) => void;
  readonly disabled: boolean;
  /** Whether the chosen size holds everyone on the holder's list (issue 43). */
  readonly fit: FamilyFit;
}

export const FAMILY_FIT_ID = 'familia-ajuste';

export function PlanSection({
  plan,
  members,
  onPlanChange,
  onMembersChange,
  disabled,
  fit,
}: PlanSectionProps) {
  const monthly = formatMxn(Math.round(pricing.basePriceMonthly * 100));
  return (
    <Card className={styles.section} aria-labelledby="pago-plan">
      <h2 id="pago-plan" className={styles.sectionTitle}>
        {t('payment.choosePlan')}
      </h2>
      <DataTabs
        className={styles.tabs}
        value={plan}
        onValueChange={onPlanChange}
        listName={{ labelledBy: 'pago-plan' }}
        panelClassName={styles.section}
        tabs={planKinds.map((kind) => ({
          value: kind,
          label: planName(kind),
          disabled,
          content:
            kind === 'individual' ? (
              <p className={styles.panelText}>{t('payment.individualPanel', { monthly })}</p>
            ) : (
              <>
                <p className={styles.panelText}>
                  {t('payment.familyPanel', { monthly, discounts: familyDiscountText() })}
                </p>
                <FamilySizeStepper
                  value={members}
                  minimum={pricing.familyMinimum}
                  onChange={onMembersChange}
                  disabled={disabled}
                  {...(fit.removeFirst.length > 0 ? { describedBy: FAMILY_FIT_ID } : {})}
                />
                {fit.removeFirst.length > 0 && (
                  <div id={FAMILY_FIT_ID} className={styles.fitNotice} role="status">
                    <p className={styles.fitTitle}>{t('payment.familyFitTitle')}</p>
                    <p>{removeFirstText(fit, members)}</p>
                    <Link href={routePaths.myPlan} className={styles.fitLink}>
                      {t('payment.goToPlan')}
                    </Link>
                  </div>
                )}
              </>
            ),
        }))}
      />
    </Card>
  );
}
