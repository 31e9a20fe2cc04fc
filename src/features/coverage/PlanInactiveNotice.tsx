import { CircleAlert, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { contact, telHref } from '../../content/contact';
import type { PlanStatusView } from '../../domain/membership/planStatus';
import { button } from '../../ui/Button/Button.css';
import { Card } from '../../ui/Card/Card';
import { PAYMENT_PATH, planInactiveReason, planNoticeTitle } from './coverageMessages';
import * as styles from './PlanInactiveNotice.css';

export const PLAN_INACTIVE_REASON_ID = 'plan-inactivo-motivo';

/**
 * Why 'Usar' is closed while the plan is not Activo (or, in the grace days, that the payment is late
 * while the services stay open), the way to pay, and the lines that stay open whatever the plan
 * says: the assistance line and 911.
 */
export function PlanInactiveNotice({ status }: { readonly status: PlanStatusView }) {
  return (
    <Card className={styles.notice} aria-labelledby="plan-inactivo">
      <CircleAlert className={styles.icon} aria-hidden="true" size={24} />
      <div className={styles.body}>
        <h2 id="plan-inactivo" className={styles.title}>
          {planNoticeTitle(status)}
        </h2>
        <p id={PLAN_INACTIVE_REASON_ID}>{planInactiveReason(status)}</p>
        <Link href={PAYMENT_PATH} className={button({ tone: 'primary', block: true })}>
          Pagar plan
        </Link>
        <p className={styles.lines}>Si es una emergencia, llama sin esperar:</p>
        <div className={styles.calls}>
          <a href={telHref(contact.assistanceLine)} className={button({ tone: 'secondary' })}>
            <Phone aria-hidden="true" size={18} />
            {contact.assistanceLine.label} {contact.assistanceLine.display}
          </a>
          <a href={telHref(contact.emergency)} className={button({ tone: 'danger' })}>
            <Phone aria-hidden="true" size={18} />
            Llamar al {contact.emergency.display}
          </a>
        </div>
      </div>
    </Card>
  );
}
