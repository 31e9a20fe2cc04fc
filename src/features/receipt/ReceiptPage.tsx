import { Printer } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { useAuth } from '../../auth/useAuth';
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
  if (!record && loading) return <Spinner label="Buscando tu recibo…" />;
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
            Recibo de pago
          </h2>
          <p className={styles.folio}>Folio {record.paymentId}</p>
        </div>
        <p className={styles.paid}>Pagado</p>
      </div>

      <dl className={styles.details}>
        <dt>Fecha de pago</dt>
        <dd>{paidOn}</dd>
        <dt>Miembro</dt>
        <dd>{payerName(record, metadata?.name || user?.email || '')}</dd>
        <dt>Correo</dt>
        <dd>{user?.email}</dd>
        {metadata?.vita_card_id && (
          <>
            <dt>Tarjeta Vita365</dt>
            <dd>{metadata.vita_card_id}</dd>
          </>
        )}
        <dt>Plan</dt>
        <dd>{planName(record.plan)}</dd>
        <dt>Miembros</dt>
        <dd>{record.familySize}</dd>
        <dt>Frecuencia</dt>
        <dd>
          {frequency ? `${frequency.label} (${monthsText(frequency.months)})` : record.frequency}
        </dd>
        <dt>Periodo</dt>
        <dd>
          Del {startsOn} al {endsOn}
        </dd>
        {isLatest && (
          <>
            {/* A due date already past is never called the next payment (issue 43). */}
            <dt>{paymentDueFact(record.nextPaymentDate, new Date()).term}</dt>
            <dd>{endsOn}</dd>
          </>
        )}
        <dt>Estado del plan</dt>
        <dd>
          <PlanStatusBadge view={membershipStatusView(membership, new Date())} />
        </dd>
        <dt>Método de pago</dt>
        <dd>Tarjeta</dd>
        {record.cardholderName && (
          <>
            <dt>Titular</dt>
            <dd>{record.cardholderName}</dd>
          </>
        )}
      </dl>

      <h3 className={styles.subheading}>Importe</h3>
      <dl className={styles.amounts}>
        {breakdown && <PriceLines breakdown={breakdown} frequencyLabel={frequency?.label} />}
        <dt className={styles.totalTerm}>Total pagado</dt>
        <dd className={styles.totalValue}>{formatMxn(cents)}</dd>
      </dl>
      {!breakdown && (
        <p className={styles.fineprint}>
          El desglose de este pago ya no está disponible porque los precios cambiaron desde
          entonces. El total es el que se cobró.
        </p>
      )}

      <p className={styles.fineprint}>
        Los pagos son recurrentes. Si cancelas, tu plan sigue activo hasta el final del periodo
        pagado; no hay reembolsos parciales.
      </p>

      <div className={styles.actions}>
        <Button block onClick={() => window.print()}>
          <Printer aria-hidden="true" size={20} />
          Imprimir
        </Button>
        <Link href={routePaths.dashboard} className={button({ tone: 'secondary', block: true })}>
          Ir al inicio
        </Link>
      </div>
    </Card>
  );
}
