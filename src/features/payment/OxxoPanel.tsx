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
        title="Ficha de pago OXXO"
        facts={[
          { term: 'Número de referencia', value: start.voucher.number },
          { term: 'Monto', value: formatMxn(start.amountCents) },
          { term: 'Vence', value: formatLongDate(start.voucher.expiresAt) },
        ]}
        note="Paga en efectivo en cualquier tienda OXXO dictando el número de referencia. Tu plan se activa cuando OXXO confirma el pago, a más tardar el siguiente día hábil."
        link={{ href: start.voucher.hostedVoucherUrl, text: 'Ver ficha para imprimir' }}
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
        Genera una ficha y paga {formatMxn(quote.totalCents)} en efectivo en cualquier tienda OXXO.
        La ficha vence en 3 días.
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
