import { Link } from 'wouter';
import { useAuth } from '../../auth/useAuth';
import { paymentFrequencyById } from '../../content/pricing';
import { planStatus } from '../../domain/planStatus';
import { button } from '../../ui/Button/Button.css';
import { Card } from '../../ui/Card/Card';
import { centsOf, formatLongDate, formatMxn } from '../../domain/format';
import { planName } from '../../content/planName';
import { PlanStatusBadge } from '../../ui/PlanStatusBadge/PlanStatusBadge';
import { CopyCodeButton } from './CopyCodeButton';
import * as styles from './PlanInfoCard.css';

function everyText(months: number | undefined): string {
  if (months === undefined) return '';
  return months === 1 ? ' al mes' : ` cada ${months} meses`;
}

/**
 * The profile's plan info (spec §2): its status (the same as on the dashboard and in Mi Plan), next
 * payment, amount in MXN, family code to share.
 */
export function PlanInfoCard() {
  const { user } = useAuth();
  const metadata = user?.user_metadata;
  const details = metadata?.paymentDetails;
  const status = planStatus(user, new Date());
  const paid = status.key !== 'pending' && details !== undefined;

  return (
    <Card className={styles.card} aria-labelledby="perfil-plan">
      <h2 id="perfil-plan" className={styles.title}>
        Mi plan
      </h2>
      {paid ? (
        <>
          <dl className={styles.facts}>
            <dt>Estado</dt>
            <dd className={styles.status}>
              <PlanStatusBadge view={status} />
              <span>{status.message}</span>
            </dd>
            <dt>Plan</dt>
            <dd>
              {planName(details.plan)}
              {details.familySize > 1 ? `, ${details.familySize} miembros` : ''}
            </dd>
            <dt>Próximo pago</dt>
            <dd>{formatLongDate(details.nextPaymentDate)}</dd>
            <dt>Monto</dt>
            <dd>
              {formatMxn(centsOf(details.totalAmount))}
              {everyText(paymentFrequencyById(details.frequency)?.months)}
            </dd>
            {metadata?.familyId && (
              <>
                <dt>Código familiar</dt>
                <dd className={styles.code}>
                  <span className={styles.codeText}>{metadata.familyId}</span>
                  <CopyCodeButton code={metadata.familyId} />
                </dd>
              </>
            )}
          </dl>
          {status.key !== 'active' && (
            <Link href="/payment-gateway" className={button({ tone: 'primary', block: true })}>
              Pagar plan
            </Link>
          )}
        </>
      ) : (
        <>
          <p className={styles.empty}>Aún no tienes un plan activo.</p>
          <Link href="/payment-gateway" className={button({ tone: 'primary', block: true })}>
            Activar mi plan
          </Link>
        </>
      )}
    </Card>
  );
}
