import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { useAuth } from '../../auth/useAuth';
import { planMembership } from '../../domain/planMembership';
import { planStatus } from '../../domain/planStatus';
import { button } from '../../ui/Button/Button.css';
import { Card } from '../../ui/Card/Card';
import { formatLongDate } from '../../domain/format';
import * as styles from './MyPlanPage.css';
import { PlanMembersList } from './PlanMembersList';
import { ReceiptsList } from './ReceiptsList';
import { planTypeName } from './planTypeName';
import { PlanStatusBadge } from '../../ui/PlanStatusBadge/PlanStatusBadge';

export const PAYMENT_GATEWAY_PATH = '/payment-gateway';

/**
 * /mi-plan: plan type, status, next payment, members, and the way to pay or change the plan. A family
 * member who is not the holder sees the same plan read-only (see src/domain/planMembership.ts).
 */
export default function MyPlanPage() {
  const { user } = useAuth();
  const status = planStatus(user, new Date());
  const membership = planMembership(user);
  const details = user?.user_metadata.paymentDetails;
  const isHolder = membership.role === 'holder';

  return (
    <div className={styles.page}>
      <Card aria-labelledby="mi-plan-resumen">
        <h2 id="mi-plan-resumen" className={styles.title}>
          Tu plan
        </h2>
        <dl className={styles.facts}>
          <dt>Tipo de plan</dt>
          <dd className={styles.strong}>{planTypeName(user)}</dd>
          <dt>Estado</dt>
          <dd className={styles.status}>
            <PlanStatusBadge view={status} />
            <span>{status.message}</span>
          </dd>
          <dt>Próximo pago</dt>
          <dd>{formatLongDate(details?.nextPaymentDate)}</dd>
          {membership.familyCode && (isHolder ? status.key === 'active' : true) && (
            <>
              <dt>{isHolder ? 'Código familiar' : 'Te uniste con el código'}</dt>
              <dd className={styles.code}>{membership.familyCode}</dd>
            </>
          )}
        </dl>
      </Card>

      <Card aria-labelledby="mi-plan-miembros">
        <h2 id="mi-plan-miembros" className={styles.title}>
          Miembros
        </h2>
        <PlanMembersList people={membership.people} />
      </Card>

      <ReceiptsList />

      {isHolder ? (
        <Link
          href={PAYMENT_GATEWAY_PATH}
          className={button({ tone: 'primary', size: 'lg', block: true })}
        >
          {status.key === 'active' ? 'Cambiar plan' : 'Pagar plan'}
        </Link>
      ) : (
        <Card className={styles.readOnly} aria-labelledby="mi-plan-solo-lectura">
          <Lock className={styles.readOnlyIcon} aria-hidden="true" size={24} />
          <div>
            <h2 id="mi-plan-solo-lectura" className={styles.readOnlyTitle}>
              Solo el titular puede pagar o cambiar el plan
            </h2>
            <p>
              Tu plan familiar lo administra quien te compartió el código. Si algo no está bien,
              pídele que lo revise desde su cuenta.
            </p>
          </div>
        </Card>
      )}
    </div>
  );
}
