import { Link } from 'wouter';
import { useAuth } from '../../auth/useAuth';
import { paymentFrequencyById } from '../../content/pricing';
import { button } from '../../ui/Button/Button.css';
import { Card } from '../../ui/Card/Card';
import { centsOf, formatLongDate, formatMxn } from '../../domain/format';
import { planName } from '../../content/planName';
import { CopyCodeButton } from './CopyCodeButton';
import * as styles from './PlanInfoCard.css';

function everyText(months: number | undefined): string {
  if (months === undefined) return '';
  return months === 1 ? ' al mes' : ` cada ${months} meses`;
}

/** The profile's plan info (spec §2): next payment, amount in MXN, family code to share. */
export function PlanInfoCard() {
  const { user } = useAuth();
  const metadata = user?.user_metadata;
  const details = metadata?.paymentDetails;
  const active = metadata?.planStatus === 'active' && details !== undefined;

  return (
    <Card className={styles.card} aria-labelledby="perfil-plan">
      <h2 id="perfil-plan" className={styles.title}>
        Mi plan
      </h2>
      {active ? (
        <dl className={styles.facts}>
          <dt>Plan</dt>
          <dd>
            {planName(details.plan)}
            {details.familySize > 1 ? `, ${details.familySize} miembros` : ''}
          </dd>
          <dt>Próximo pago</dt>
          <dd>{formatLongDate(details.nextPaymentDate) ?? 'N/A'}</dd>
          <dt>Monto</dt>
          <dd>
            {formatMxn(centsOf(details.totalAmount))}
            {everyText(paymentFrequencyById(details.frequency)?.months)}
          </dd>
          {metadata.familyId && (
            <>
              <dt>Código familiar</dt>
              <dd className={styles.code}>
                <span className={styles.codeText}>{metadata.familyId}</span>
                <CopyCodeButton code={metadata.familyId} />
              </dd>
            </>
          )}
        </dl>
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
