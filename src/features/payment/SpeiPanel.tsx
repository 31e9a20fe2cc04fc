// Transferencia (SPEI): a CLABE to transfer to from any Mexican bank; the plan waits for the money.
import { formatMxn } from '../../domain/format/format';
import type { PriceQuote } from '../../domain/membership/pricing';
import { Button } from '../../ui/Button/Button';
import * as pageStyles from './PaymentGatewayPage.css';
import { PendingPayment } from './PendingPayment';
import * as styles from './PendingPayment.css';
import type { ServerPaymentState } from './useServerPayment';
import { t } from '../../content/messages';

export interface SpeiPanelProps {
  readonly quote: PriceQuote;
  readonly state: ServerPaymentState;
  readonly onRequest: () => void;
}

export function SpeiPanel({ quote, state, onRequest }: SpeiPanelProps) {
  const start = state.phase === 'waiting' || state.phase === 'recorded' ? state.start : null;
  if (start?.method === 'spei') {
    return (
      <PendingPayment
        title={t('payment.speiTitle')}
        facts={[
          { term: t('payment.speiClabe'), value: start.transfer.clabe },
          { term: t('payment.speiBank'), value: start.transfer.bankName },
          { term: t('payment.speiReference'), value: start.transfer.reference },
          {
            term: t('payment.speiAmount'),
            value: formatMxn(start.transfer.amountRemainingCents),
          },
        ]}
        note={t('payment.speiNote')}
        link={{ href: start.transfer.hostedInstructionsUrl, text: t('payment.speiInstructions') }}
        recorded={state.phase === 'recorded' ? state.payment : null}
      />
    );
  }
  const starting = state.phase === 'starting' && state.method === 'spei';
  const error = state.phase === 'idle' && state.method === 'spei' ? state.error : undefined;
  return (
    <div className={styles.pending}>
      <p className={pageStyles.panelText}>
        {t('payment.speiIntro', { amount: formatMxn(quote.totalCents) })}
      </p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button size="lg" block disabled={state.phase !== 'idle'} onClick={onRequest}>
        {starting ? t('payment.processing') : t('payment.speiCreate')}
      </Button>
    </div>
  );
}
