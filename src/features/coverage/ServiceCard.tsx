import { CircleAlert, CircleCheck, Phone } from 'lucide-react';
import { Link } from 'wouter';
import { contact, telHref } from '../../content/contact';
import type { CoverageService } from '../../content/coverage';
import { coverageAvailability } from '../../domain/membership/coverage';
import { Button } from '../../ui/Button/Button';
import { button } from '../../ui/Button/Button.css';
import { PLAN_INACTIVE_REASON_ID } from './PlanInactiveNotice';
import * as styles from './ServiceCard.css';
import { ServiceUses } from './ServiceUses';
import { availabilityText } from './availabilityText';
import { serviceNameId, usarControlId } from './useCoverageUse';
import { t } from '../../content/messages';
import { routePaths } from '../../content/routePaths';

/**
 * One service: name, value or limit, what is left (in words, colour and icon) and 'Usar'. While the
 * plan is not Activo, 'Usar' gives way to 'Pagar para usar', described by the notice's reason. Under
 * them (hosted mode, issue 46), this period's uses of the service and who recorded each.
 */
export function ServiceCard({
  service,
  uses,
  onUse,
  planActive,
}: {
  readonly service: CoverageService;
  readonly uses: unknown;
  readonly onUse: (service: CoverageService) => void;
  readonly planActive: boolean;
}) {
  const availability = coverageAvailability(service, uses);
  const nameId = serviceNameId(service.id);
  const StatusIcon = availability.available ? CircleCheck : CircleAlert;
  return (
    <li className={styles.card}>
      <h3 id={nameId} className={styles.name} tabIndex={-1}>
        {service.name}
      </h3>
      <p className={styles.value}>{service.value}</p>
      <p className={availability.available ? styles.available : styles.exhausted}>
        <StatusIcon aria-hidden="true" size={18} />
        {availabilityText(availability)}
      </p>
      {!planActive ? (
        <Link
          id={usarControlId(service.id)}
          href={routePaths.payment}
          className={`${button({ tone: 'secondary' })} ${styles.use}`}
          aria-describedby={`${nameId} ${PLAN_INACTIVE_REASON_ID}`}
        >
          {t('coverage.payToUse')}
        </Link>
      ) : availability.available ? (
        // A real tel: link, so the dialer opens even before (or without) the app's own handling.
        <a
          id={usarControlId(service.id)}
          href={telHref(contact.assistanceLine)}
          className={`${button({ tone: 'primary' })} ${styles.use}`}
          aria-describedby={nameId}
          onClick={() => onUse(service)}
        >
          <Phone aria-hidden="true" size={18} />
          {t('coverage.use')}
        </a>
      ) : (
        <Button
          id={usarControlId(service.id)}
          className={styles.use}
          aria-describedby={nameId}
          disabled
        >
          {t('coverage.use')}
        </Button>
      )}
      <ServiceUses serviceId={service.id} serviceName={service.name} />
    </li>
  );
}
