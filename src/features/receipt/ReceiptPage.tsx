import { Printer } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { useAuth } from '../../auth/useAuth';
import { t } from '../../content/messages';
import { useMemberReceipts } from '../../membership/useMemberReceipts';
import { paymentFrequencyById, pricing } from '../../content/pricing';
import { payerName, receiptBreakdown } from '../../domain/membership/paymentHistory';
import { membershipStatusView } from '../../domain/membership/membership';
import { useMembership } from '../../membership/useMembership';
import { button } from '../../ui/Button/Button.css';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { centsOf, formatLongDate, formatMxn } from '../../domain/format/format';
import { planName } from '../../content/planName';
import { PlanStatusBadge } from '../../ui/PlanStatusBadge/PlanStatusBadge';
import { paymentDueFact } from '../../ui/PlanStatusBadge/paymentDueFact';
import { PriceLines } from '../../ui/PriceLines/PriceLines';
import { monthsText } from '../../ui/PriceLines/priceTexts';
import { Spinner } from '../../ui/Spinner/Spinner';
import { ReceiptNotFound } from './ReceiptNotFound';
import * as styles from './ReceiptPage.css';
import { routePaths } from '../../content/routePaths';

/**
 * /recibo/{paymentId}: the printable receipt of any of the member's payments (spec §2), the latest
 * or an older one, with the price lines it was charged and the member's name as it was at payment.
 * The plan's status is the membership's (the server's in hosted mode).
 */
export default function ReceiptPage() {
  const { paymentId } = useParams<{ paymentId: string }>();
  const { user } = useAuth();
  const { receipts, loading } = useMemberReceipts();
  const { membership } = useMembership();
  const record = receipts.find((receipt) => receipt.paymentId === paymentId);
  if (!record && loading) return <Spinner label={t('payment.receiptLoading')} />;
  if (!record) return <ReceiptNotFound />;

  const metadata = user?.user_metadata;
  const isLatest = receipts[0]?.paymentId === record.paymentId;
  const frequency = paymentFrequencyById(record.frequency);
  const breakdown = receiptBreakdown(record, pricing);
  const cents = centsOf(record.totalAmount);
  const paidOn = formatLongDate(record.paymentDate);
  const startsOn = formatLongDate(record.periodStart ?? record.paymentDate);
  const endsOn = formatLongDate(record.nextPaymentDate);

  return (
    <Card className={styles.receipt} aria-labelledby="recibo-titulo">
      <div className={styles.top}>
        <div>
          <p className={styles.brand}>Vita365</p>
          <h2 id="recibo-titulo" className={styles.title}>
            {t('payment.receiptTitle')}
          </h2>
          <p className={styles.folio}>{t('plan.folio', { id: record.paymentId })}</p>
        </div>
        <p className={styles.paid}>{t('payment.receiptPaid')}</p>
      </div>

      <dl className={styles.details}>
        <dt>{t('payment.receiptPaidOn')}</dt>
        <dd>{paidOn}</dd>
        <dt>{t('payment.receiptMember')}</dt>
        <dd>{payerName(record, metadata?.name || user?.email || '')}</dd>
        <dt>{t('payment.receiptEmail')}</dt>
        <dd>{user?.email}</dd>
        {metadata?.vita_card_id && (
          <>
            <dt>{t('payment.receiptVitaCard')}</dt>
            <dd>{metadata.vita_card_id}</dd>
          </>
        )}
        <dt>{t('payment.planTerm')}</dt>
        <dd>{planName(record.plan)}</dd>
        <dt>{t('payment.receiptMembers')}</dt>
        <dd>{record.familySize}</dd>
        <dt>{t('payment.frequencyTerm')}</dt>
        <dd>
          {frequency ? `${frequency.label} (${monthsText(frequency.months)})` : record.frequency}
        </dd>
        <dt>{t('payment.receiptPeriod')}</dt>
        <dd>{t('payment.receiptPeriodRange', { start: startsOn, end: endsOn })}</dd>
        {isLatest && (
          <>
            {/* A due date already past is never called the next payment (issue 43). */}
            <dt>{paymentDueFact(record.nextPaymentDate, new Date()).term}</dt>
            <dd>{endsOn}</dd>
          </>
        )}
        <dt>{t('payment.receiptPlanStatus')}</dt>
        <dd>
          <PlanStatusBadge view={membershipStatusView(membership, new Date())} />
        </dd>
        <dt>{t('payment.receiptMethod')}</dt>
        <dd>{t('payment.receiptCard')}</dd>
        {record.cardholderName && (
          <>
            <dt>{t('payment.receiptCardholder')}</dt>
            <dd>{record.cardholderName}</dd>
          </>
        )}
      </dl>

      <h3 className={styles.subheading}>{t('payment.receiptAmountTitle')}</h3>
      <dl className={styles.amounts}>
        {breakdown && <PriceLines breakdown={breakdown} frequencyLabel={frequency?.label} />}
        <dt className={styles.totalTerm}>{t('payment.receiptTotalPaid')}</dt>
        <dd className={styles.totalValue}>{formatMxn(cents)}</dd>
      </dl>
      {!breakdown && <p className={styles.fineprint}>{t('payment.receiptBreakdownGone')}</p>}

      <p className={styles.fineprint}>{t('payment.receiptRecurring')}</p>

      <div className={styles.actions}>
        <Button block onClick={() => window.print()}>
          <Printer aria-hidden="true" size={20} />
          {t('payment.print')}
        </Button>
        <Link href={routePaths.dashboard} className={button({ tone: 'secondary', block: true })}>
          {t('payment.goHome')}
        </Link>
      </div>
    </Card>
  );
}
