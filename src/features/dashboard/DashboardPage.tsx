import { CreditCard, HeartPulse, Leaf, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { useAuth } from '../../auth/useAuth';
import { useMembership } from '../../membership/useMembership';
import { greetingName } from '../../domain/format/ids';
import { membershipStatusView } from '../../domain/membership/membership';
import { button } from '../../ui/Button/Button.css';
import { PlanStatusBadge } from '../../ui/PlanStatusBadge/PlanStatusBadge';
import { paymentDueFact } from '../../ui/PlanStatusBadge/paymentDueFact';
import { planStatusMessage } from '../../ui/PlanStatusBadge/planStatusWords';
import * as styles from './DashboardPage.css';
import { routePaths } from '../../content/routePaths';

interface QuickAccess {
  readonly label: string;
  readonly href: string;
  readonly icon: LucideIcon;
}

const quickAccess: readonly QuickAccess[] = [
  { label: 'Coberturas', href: routePaths.coverage, icon: ShieldCheck },
  { label: 'Mi Chequeo', href: routePaths.checkup, icon: HeartPulse },
  { label: 'Bienestar', href: routePaths.wellness, icon: Leaf },
];

/**
 * /dashboard, the member's home. Kept light on purpose (no chart, no Radix, no catalogue): it is the
 * first page after signing in, often on a slow network.
 */
export default function DashboardPage() {
  const { user } = useAuth();
  const metadata = user?.user_metadata;
  const { membership } = useMembership();
  const now = new Date();
  const status = membershipStatusView(membership, now);
  // A late payment (grace, suspended, cancelled) says since when, and the payer is offered to pay.
  const due = paymentDueFact(membership.next_payment_date, now);
  const late = due.overdue && status.key !== 'active';
  return (
    <div className={styles.page}>
      <div>
        <h2 className={styles.greeting}>¡Hola, {greetingName(metadata?.alias, metadata?.name)}!</h2>
        <p className={styles.lead}>¿Qué necesitas hoy?</p>
      </div>

      <Link href={routePaths.myPlan} className={styles.planCard}>
        <CreditCard className={styles.planIcon} aria-hidden="true" size={28} />
        <span className={styles.planText}>
          <span className={styles.planLabel}>Mi Plan · Tarjeta</span>
          <span className={styles.planName}>{metadata?.vita_card_id ?? 'Vita365'}</span>
          <span className={styles.planFolio}>Tipo de plan, pagos y miembros</span>
        </span>
        <span className={styles.chevron} aria-hidden="true">
          ›
        </span>
      </Link>

      <section className={styles.card} aria-labelledby="estado-del-plan">
        <h2 id="estado-del-plan" className={styles.cardTitle}>
          Estado de tu plan
        </h2>
        <p className={styles.status}>
          <PlanStatusBadge view={status} />
          <span>{planStatusMessage(status.key)}</span>
        </p>
        {late && (
          <>
            <p className={styles.due}>
              {due.term} el {due.date}.
            </p>
            {membership.role !== 'member' && (
              <Link href={routePaths.payment} className={button({ tone: 'primary', block: true })}>
                Pagar plan
              </Link>
            )}
          </>
        )}
      </section>

      <section aria-labelledby="accesos-rapidos">
        <h2 id="accesos-rapidos" className={styles.cardTitle}>
          Accesos rápidos
        </h2>
        <ul className={styles.tiles}>
          {quickAccess.map(({ label, href, icon: Icon }) => (
            <li key={href}>
              <Link href={href} className={styles.tile}>
                <Icon className={styles.tileIcon} aria-hidden="true" size={28} />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <Link href={routePaths.checkup} className={styles.results}>
        <img
          className={styles.resultsImage}
          src="/images/resultados.svg"
          alt=""
          width={320}
          height={160}
          decoding="async"
        />
        <span className={styles.resultsText}>Tus resultados de salud, siempre a la mano</span>
      </Link>
    </div>
  );
}
