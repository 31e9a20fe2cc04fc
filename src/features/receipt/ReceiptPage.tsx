import { Printer } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { useAuth } from '../../auth/useAuth';
import { paymentFrequencyById } from '../../content/pricing';
import { planStatus } from '../../domain/planStatus';
import { button } from '../../ui/Button/Button.css';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { centsOf, formatLongDate, formatMxn } from '../../domain/format';
import { planName } from '../../content/planName';
import { PlanStatusBadge } from '../../ui/PlanStatusBadge/PlanStatusBadge';
import { ReceiptNotFound } from './ReceiptNotFound';
import * as styles from './ReceiptPage.css';

const monthsText = (months: number): string => (months === 1 ? '1 mes' : `${months} meses`);

/** /recibo/{paymentId}: the printable receipt of the member's stored payment (spec §2). */
export default function ReceiptPage() {
  const { paymentId } = useParams<{ paymentId: string }>();
  const { user } = useAuth();
  const metadata = user?.user_metadata;
  const details = metadata?.paymentDetails;
  if (!details || details.paymentId !== paymentId) return <ReceiptNotFound />;

  const frequency = paymentFrequencyById(details.frequency);
  const cents = centsOf(details.totalAmount);
  const paidOn = formatLongDate(details.paymentDate);
  const nextOn = formatLongDate(details.nextPaymentDate);

  return (
    <Card className={styles.receipt} aria-labelledby="recibo-titulo">
      <div className={styles.top}>
        <div>
          <p className={styles.brand}>Vita365</p>
          <h2 id="recibo-titulo" className={styles.title}>
            Recibo de pago
          </h2>
          <p className={styles.folio}>Folio {details.paymentId}</p>
        </div>
        <p className={styles.paid}>Pagado</p>
      </div>

      <dl className={styles.details}>
        <dt>Fecha de pago</dt>
        <dd>{paidOn}</dd>
        <dt>Miembro</dt>
        <dd>{metadata?.name || user?.email}</dd>
        <dt>Correo</dt>
        <dd>{user?.email}</dd>
        {metadata?.vita_card_id && (
          <>
            <dt>Tarjeta Vita365</dt>
            <dd>{metadata.vita_card_id}</dd>
          </>
        )}
        <dt>Plan</dt>
        <dd>{planName(details.plan)}</dd>
        <dt>Miembros</dt>
        <dd>{details.familySize}</dd>
        <dt>Frecuencia</dt>
        <dd>
          {frequency ? `${frequency.label} (${monthsText(frequency.months)})` : details.frequency}
        </dd>
        <dt>Periodo</dt>
        <dd>
          Del {paidOn} al {nextOn}
        </dd>
        <dt>Próximo pago</dt>
        <dd>{nextOn}</dd>
        <dt>Estado del plan</dt>
        <dd>
          <PlanStatusBadge view={planStatus(user, new Date())} />
        </dd>
        <dt>Método de pago</dt>
        <dd>Tarjeta</dd>
        {details.cardholderName && (
          <>
            <dt>Titular</dt>
            <dd>{details.cardholderName}</dd>
          </>
        )}
      </dl>

      <h3 className={styles.subheading}>Importe</h3>
      <dl className={styles.amounts}>
        <dt>Subtotal</dt>
        <dd>{formatMxn(cents)}</dd>
        <dt>Impuestos</dt>
        <dd>{formatMxn(0)}</dd>
        <dt className={styles.totalTerm}>Total pagado</dt>
        <dd className={styles.totalValue}>{formatMxn(cents)}</dd>
      </dl>

      <p className={styles.fineprint}>
        Los pagos son recurrentes. Si cancelas, tu plan sigue activo hasta el final del periodo
        pagado; no hay reembolsos parciales.
      </p>

      <div className={styles.actions}>
        <Button block onClick={() => window.print()}>
          <Printer aria-hidden="true" size={20} />
          Imprimir
        </Button>
        <Link href="/dashboard" className={button({ tone: 'secondary', block: true })}>
          Ir al inicio
        </Link>
      </div>
    </Card>
  );
}
