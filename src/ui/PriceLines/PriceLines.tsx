import { t } from '../../content/messages';
import type { PriceBreakdown } from '../../domain/membership/priceBreakdown';
import { formatMxn } from '../../domain/format/format';
import * as styles from './PriceLines.css';
import { membersText, monthsText, percentText } from './priceTexts';

export interface PriceLinesProps {
  readonly breakdown: PriceBreakdown;
  /** The payment frequency's name ('Anual'), for the frequency discount's line. */
  readonly frequencyLabel: string | undefined;
}

/**
 * The rows of a price inside the caller's `<dl>`: price per member and month, the subtotal with its
 * 'base × members × months', each discount that applies and taxes. The caller shows the total, so
 * the payment page and the receipt say the same lines in the same words.
 */
export function PriceLines({ breakdown, frequencyLabel }: PriceLinesProps) {
  const frequencyPercent = percentText(breakdown.frequencyDiscountPercent);
  const frequencyDiscount = frequencyLabel
    ? t('payment.frequencyDiscountNamed', {
        frequency: frequencyLabel.toLowerCase(),
        percent: frequencyPercent,
      })
    : t('payment.frequencyDiscount', { percent: frequencyPercent });
  return (
    <>
      <dt>{t('payment.pricePerMember')}</dt>
      <dd>{formatMxn(breakdown.basePriceCents)}</dd>
      <dt>{t('payment.subtotal')}</dt>
      <dd>{formatMxn(breakdown.subtotalCents)}</dd>
      <dd className={styles.formula}>
        {formatMxn(breakdown.basePriceCents)} × {membersText(breakdown.members)} ×{' '}
        {monthsText(breakdown.months)}
      </dd>
      {breakdown.familyDiscountPercent > 0 && (
        <>
          <dt>
            {t('payment.familyDiscount', {
              percent: percentText(breakdown.familyDiscountPercent),
            })}
          </dt>
          <dd className={styles.discount}>−{formatMxn(breakdown.familyDiscountCents)}</dd>
        </>
      )}
      {breakdown.frequencyDiscountPercent > 0 && (
        <>
          <dt>{frequencyDiscount}</dt>
          <dd className={styles.discount}>−{formatMxn(breakdown.frequencyDiscountCents)}</dd>
        </>
      )}
      <dt>{t('payment.taxes')}</dt>
      <dd>{formatMxn(breakdown.taxCents)}</dd>
    </>
  );
}
