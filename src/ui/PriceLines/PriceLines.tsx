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
  const frequencyDiscount = frequencyLabel
    ? `Descuento por pago ${frequencyLabel.toLowerCase()}`
    : 'Descuento por frecuencia de pago';
  return (
    <>
      <dt>Precio por miembro al mes</dt>
      <dd>{formatMxn(breakdown.basePriceCents)}</dd>
      <dt>Subtotal</dt>
      <dd>{formatMxn(breakdown.subtotalCents)}</dd>
      <dd className={styles.formula}>
        {formatMxn(breakdown.basePriceCents)} × {membersText(breakdown.members)} ×{' '}
        {monthsText(breakdown.months)}
      </dd>
      {breakdown.familyDiscountPercent > 0 && (
        <>
          <dt>Descuento familiar ({percentText(breakdown.familyDiscountPercent)})</dt>
          <dd className={styles.discount}>−{formatMxn(breakdown.familyDiscountCents)}</dd>
        </>
      )}
      {breakdown.frequencyDiscountPercent > 0 && (
        <>
          <dt>
            {frequencyDiscount} ({percentText(breakdown.frequencyDiscountPercent)})
          </dt>
          <dd className={styles.discount}>−{formatMxn(breakdown.frequencyDiscountCents)}</dd>
        </>
      )}
      <dt>Impuestos</dt>
      <dd>{formatMxn(breakdown.taxCents)}</dd>
    </>
  );
}
