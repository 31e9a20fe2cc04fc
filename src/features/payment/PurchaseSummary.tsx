import type { PriceQuote } from '../../domain/pricing';
import { Card } from '../../ui/Card/Card';
import { formatMxn } from '../../domain/format';
import * as pageStyles from './PaymentGatewayPage.css';
import { planName } from '../../content/planName';
import { percentText } from './percentText';
import * as styles from './PurchaseSummary.css';

const membersText = (members: number): string =>
  members === 1 ? '1 miembro' : `${members} miembros`;

const monthsText = (months: number): string => (months === 1 ? '1 mes' : `${months} meses`);

/** The purchase summary in MXN: every line from the quote, so they always add up to the total. */
export function PurchaseSummary({ quote }: { readonly quote: PriceQuote }) {
  const frequency = quote.frequency;
  return (
    <Card className={pageStyles.section} aria-labelledby="pago-resumen">
      <h2 id="pago-resumen" className={pageStyles.sectionTitle}>
        Resumen de compra
      </h2>
      <dl className={styles.lines}>
        <dt>Plan</dt>
        <dd>
          {planName(quote.plan)}, {membersText(quote.members)}
        </dd>
        <dt>Frecuencia</dt>
        <dd>
          {frequency.label}, {monthsText(frequency.months)}
        </dd>
        <dt>Precio por miembro al mes</dt>
        <dd>{formatMxn(quote.basePriceCents)}</dd>
        <dt>Subtotal</dt>
        <dd>{formatMxn(quote.subtotalCents)}</dd>
        {quote.familyDiscountPercent > 0 && (
          <>
            <dt>Descuento familiar ({percentText(quote.familyDiscountPercent)})</dt>
            <dd className={styles.discount}>−{formatMxn(quote.familyDiscountCents)}</dd>
          </>
        )}
        {quote.frequencyDiscountPercent > 0 && (
          <>
            <dt>
              Descuento por pago {frequency.label.toLowerCase()} (
              {percentText(quote.frequencyDiscountPercent)})
            </dt>
            <dd className={styles.discount}>−{formatMxn(quote.frequencyDiscountCents)}</dd>
          </>
        )}
        <dt>Impuestos</dt>
        <dd>{formatMxn(quote.taxCents)}</dd>
      </dl>
      <p className={styles.total} aria-live="polite" aria-atomic="true">
        <span>Total</span>
        <span className={styles.totalAmount}>{formatMxn(quote.totalCents)}</span>
      </p>
    </Card>
  );
}
