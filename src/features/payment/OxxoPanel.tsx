// Efectivo (OXXO): a voucher to pay in cash at any OXXO store; the plan waits for the cash.
import { formatLongDate, formatMxn } from '../../domain/format/format';
import type { PriceQuote } from '../../domain/membership/pricing';
import { Button } from '../../ui/Button/Button';
import * as pageStyles from './PaymentGatewayPage.css';
import { PendingPayment } from './PendingPayment';
import * as styles from './PendingPayment.css';
import type { ServerPaymentState } from './useServerPayment';
import { t } from '../../content/messages';

/** Cash processors take at most MXN 10,000.00 in one OXXO payment (create-payment refuses more). */
export const OXXO_MAX_CENTS = 1_000_000;

export interface OxxoPanelProps {
  readonly quote: PriceQuote;
  readonly state: ServerPaymentState;
  readonly onRequest: () => void;
}

export function OxxoPanel({ quote, state, onRequest }: OxxoPanelProps) {
  const start = state.phase === 'waiting' || state.phase === 'recorded' ? state.start : null;
  if (start?.method === 'oxxo') {
    return (
      <PendingPayment
        title={t('payment.oxxoTitle')}
        facts={[
          { term: t('payment.oxxoReference'), value: start.voucher.number },
          { term: t('payment.oxxoAmount'), value: formatMxn(start.amountCents) },
          { term: t('payment.oxxoExpires'), value: formatLongDate(start.voucher.expiresAt) },
        ]}
        note={t('payment.oxxoNote')}
        link={{ href: start.voucher.hostedVoucherUrl, text: t('payment.oxxoPrint') }}
        recorded={state.phase === 'recorded' ? state.payment : null}
      />
    );
  }
  const overLimit = quote.totalCents > OXXO_MAX_CENTS;
  const starting = state.phase === 'starting' && state.method === 'oxxo';
  const error = state.phase === 'idle' && state.method === 'oxxo' ? state.error : undefined;
  return (
    <div className={styles.pending}>
      <p className={pageStyles.panelText}>
        {t('payment.oxxoIntro', { amount: formatMxn(quote.totalCents) })}
      </p>
      {overLimit && (
        <p className={styles.error} role="alert">
          {t('payment.oxxoLimit')}
        </p>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button size="lg" block disabled={overLimit || state.phase !== 'idle'} onClick={onRequest}>
        {starting ? t('payment.processing') : t('payment.oxxoCreate')}
      </Button>
    </div>
  );
}
