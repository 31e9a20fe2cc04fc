// What a member sees once an OXXO voucher or SPEI transfer is issued: the plan is 'Pago pendiente'
// until Stripe's webhook reaches the server, then 'Activo' with the receipt. The details to pay with
// stay on screen either way.
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { RecordedPayment } from '../../membership/paymentServer';
import { PLAN_STATUS_VIEWS, type PlanStatusView } from '../../domain/membership/planStatus';
import { PlanStatusBadge } from '../../ui/PlanStatusBadge/PlanStatusBadge';
import * as styles from './PendingPayment.css';
import { t } from '../../content/messages';
import { receiptPath } from '../../content/routePaths';

const pendingView: PlanStatusView = { ...PLAN_STATUS_VIEWS.pending, color: 'yellow' };

export interface PendingPaymentProps {
  readonly title: string;
  readonly facts: readonly { readonly term: string; readonly value: ReactNode }[];
  readonly note: string;
  readonly link?: { readonly href: string; readonly text: string };
  readonly recorded: RecordedPayment | null;
}

export function PendingPayment({ title, facts, note, link, recorded }: PendingPaymentProps) {
  return (
    <div className={styles.pending}>
      <div className={styles.statusRow} role="status">
        <strong>{title}</strong>
        {recorded ? (
          <PlanStatusBadge view={PLAN_STATUS_VIEWS.active} />
        ) : (
          <PlanStatusBadge view={pendingView} label={t('payment.pending')} />
        )}
      </div>
      <dl className={styles.facts}>
        {facts.map(({ term, value }) => (
          <div key={term} className={styles.factRow}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>{note}</p>
      {link && (
        <a className={styles.link} href={link.href} target="_blank" rel="noreferrer">
          {link.text}
        </a>
      )}
      {recorded && (
        <Link className={styles.link} href={receiptPath(recorded.paymentId)}>
          {t('payment.viewReceipt')}
        </Link>
      )}
    </div>
  );
}
