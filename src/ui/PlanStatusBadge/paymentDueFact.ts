// How a screen names the plan's due date (issue 43): 'Próximo pago' while it is ahead, 'Pago vencido
// desde' once it has passed, so a past date is never offered as the next payment.
import { t } from '../../content/messages';
import { formatLongDate } from '../../domain/format/format';
import { isPastDue } from '../../domain/membership/planStatus';

export interface PaymentDueFact {
  readonly term: string;
  readonly date: string;
  readonly overdue: boolean;
}

export function paymentDueFact(nextPaymentDate: string | null, now: Date): PaymentDueFact {
  const overdue = isPastDue(nextPaymentDate, now);
  return {
    term: overdue ? t('membership.paymentOverdueSince') : t('membership.nextPayment'),
    date: formatLongDate(nextPaymentDate),
    overdue,
  };
}
