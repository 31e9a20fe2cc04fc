import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { useMemberReceipts } from '../../membership/useMemberReceipts';
import { t } from '../../content/messages';
import { paymentFrequencyById } from '../../content/pricing';
import { planName } from '../../content/planName';
import { centsOf, formatLongDate, formatMxn } from '../../domain/format/format';
import { Card } from '../../ui/Card/Card';
import { Spinner } from '../../ui/Spinner/Spinner';
import * as styles from './ReceiptsList.css';
import { receiptPath } from '../../content/routePaths';

/**
 * Mi Plan's list of the member's receipts, newest first, each opening /recibo/{paymentId}. A family
 * member's plan is paid by its holder, whose receipts only the holder reads (issue 40): Mi Plan gives
 * them their own `emptyText`.
 */
export function ReceiptsList({ emptyText }: { readonly emptyText?: string }) {
  const { receipts, loading } = useMemberReceipts();
  return (
    <Card aria-labelledby="mi-plan-recibos">
      <h2 id="mi-plan-recibos" className={styles.title}>
        {t('plan.receiptsTitle')}
      </h2>
      {receipts.length > 0 ? (
        <ol className={styles.list} aria-label={t('plan.receiptsListLabel')}>
          {receipts.map((receipt) => {
            const frequency = paymentFrequencyById(receipt.frequency)?.label ?? receipt.frequency;
            return (
              <li key={receipt.paymentId}>
                <Link href={receiptPath(receipt.paymentId)} className={styles.receipt}>
                  <span className={styles.date}>{formatLongDate(receipt.paymentDate)}</span>
                  <span className={styles.amount}>{formatMxn(centsOf(receipt.totalAmount))}</span>
                  <ChevronRight className={styles.chevron} aria-hidden="true" size={20} />
                  <span className={styles.about}>
                    {planName(receipt.plan)}, {frequency} ·{' '}
                    <span className={styles.folio}>
                      {t('plan.folio', { id: receipt.paymentId })}
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      ) : loading ? (
        <Spinner label={t('plan.receiptsLoading')} />
      ) : (
        <p className={styles.empty}>{emptyText ?? t('plan.noPayments')}</p>
      )}
    </Card>
  );
}
