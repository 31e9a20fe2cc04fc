import { CircleAlert, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { contact, telHref } from '../../content/contact';
import { t } from '../../content/messages';
import { routePaths } from '../../content/routePaths';
import type { PlanStatusView } from '../../domain/membership/planStatus';
import { button } from '../../ui/Button/Button.css';
import { Card } from '../../ui/Card/Card';
import { planStatusMessage, planStatusName } from '../../ui/PlanStatusBadge/planStatusWords';
import * as styles from './PlanInactiveNotice.css';

export const PLAN_INACTIVE_REASON_ID = 'plan-inactivo-motivo';

function planInactiveReason(status: PlanStatusView): string {
  const message = planStatusMessage(status.key);
  return status.key === 'grace'
    ? t('coverage.graceReason', { message })
    : t('coverage.inactiveReason', { message });
}

/** The notice's heading: the status in lower case mid-sentence, or the late payment in grace. */
function planNoticeTitle(status: PlanStatusView): string {
  if (status.key === 'grace') return t('coverage.graceTitle');
  return t('coverage.planNoticeTitle', {
    status: planStatusName(status.key).toLocaleLowerCase('es-MX'),
  });
}

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
        <Link href={routePaths.payment} className={button({ tone: 'primary', block: true })}>
          {t('coverage.payPlan')}
        </Link>
        <p className={styles.lines}>{t('coverage.emergencyLines')}</p>
        <div className={styles.calls}>
          <a href={telHref(contact.assistanceLine)} className={button({ tone: 'secondary' })}>
            <Phone aria-hidden="true" size={18} />
            {contact.assistanceLine.label} {contact.assistanceLine.display}
          </a>
          <a href={telHref(contact.emergency)} className={button({ tone: 'danger' })}>
            <Phone aria-hidden="true" size={18} />
            {t('coverage.callEmergency', { number: contact.emergency.display })}
          </a>
        </div>
      </div>
    </Card>
  );
}
