import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { useMemberReceipts } from '../../auth/useMemberReceipts';
import { paymentFrequencyById } from '../../content/pricing';
import { planName } from '../../content/planName';
import { centsOf, formatLongDate, formatMxn } from '../../domain/format';
import { Card } from '../../ui/Card/Card';
import { Spinner } from '../../ui/Spinner/Spinner';
import * as styles from './ReceiptsList.css';

/** Mi Plan's list of the member's receipts, newest first, each opening /recibo/{paymentId}. */
export function ReceiptsList() {
  const { receipts, loading } = useMemberReceipts();
  return (
    <Card aria-labelledby="mi-plan-recibos">
      <h2 id="mi-plan-recibos" className={styles.title}>
        Tus recibos
      </h2>
      {receipts.length > 0 ? (
        <ol className={styles.list} aria-label="Recibos, del más reciente al más antiguo">
          {receipts.map((receipt) => {
            const frequency = paymentFrequencyById(receipt.frequency)?.label ?? receipt.frequency;
            return (
              <li key={receipt.paymentId}>
                <Link
                  href={`/recibo/${encodeURIComponent(receipt.paymentId)}`}
                  className={styles.receipt}
                >
                  <span className={styles.date}>{formatLongDate(receipt.paymentDate)}</span>
                  <span className={styles.amount}>{formatMxn(centsOf(receipt.totalAmount))}</span>
                  <ChevronRight className={styles.chevron} aria-hidden="true" size={20} />
                  <span className={styles.about}>
                    {planName(receipt.plan)}, {frequency} ·{' '}
                    <span className={styles.folio}>Folio {receipt.paymentId}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      ) : loading ? (
        <Spinner label="Buscando tus recibos…" />
      ) : (
        <p className={styles.empty}>Aún no tienes pagos. Aquí verás un recibo por cada pago.</p>
      )}
    </Card>
  );
}
