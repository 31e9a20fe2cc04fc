import { t } from '../../content/messages';
import { priceBreakdown } from '../../domain/membership/priceBreakdown';
import type { PriceQuote } from '../../domain/membership/pricing';
import { Card } from '../../ui/Card/Card';
import { formatMxn } from '../../domain/format/format';
import * as pageStyles from './PaymentGatewayPage.css';
import { planName } from '../../content/planName';
import { PriceLines } from '../../ui/PriceLines/PriceLines';
import { membersText, monthsText } from '../../ui/PriceLines/priceTexts';
import * as styles from './PurchaseSummary.css';

/** The purchase summary in MXN: every line from the quote, so they always add up to the total. */
export function PurchaseSummary({ quote }: { readonly quote: PriceQuote }) {
  const frequency = quote.frequency;
  return (
    <Card className={pageStyles.section} aria-labelledby="pago-resumen">
      <h2 id="pago-resumen" className={pageStyles.sectionTitle}>
        {t('payment.summaryTitle')}
      </h2>
      <dl className={styles.lines}>
        <dt>{t('payment.planTerm')}</dt>
        <dd>
          {planName(quote.plan)}, {membersText(quote.members)}
        </dd>
        <dt>{t('payment.frequencyTerm')}</dt>
        <dd>
          {frequency.label}, {monthsText(frequency.months)}
        </dd>
        <PriceLines breakdown={priceBreakdown(quote)} frequencyLabel={frequency.label} />
      </dl>
      <p className={styles.total} aria-live="polite" aria-atomic="true">
        <span>{t('payment.total')}</span>
        <span className={styles.totalAmount}>{formatMxn(quote.totalCents)}</span>
      </p>
    </Card>
  );
}
