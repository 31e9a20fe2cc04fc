import { Phone } from 'lucide-react';
import { contact, telHref } from '../../content/contact';
import { t } from '../../content/messages';
import { announceEmergencyCall } from './announceEmergencyCall';
import * as styles from './EmergencyCallLink.css';

/**
 * The call to the emergency line: a tel: link, so the phone's dialer opens even if the app's
 * JavaScript does nothing else. It is the largest control wherever it appears.
 */
export function EmergencyCallLink({
  label = t('triage.callEmergency', { number: contact.emergency.display }),
  detail,
}: {
  readonly label?: string;
  /** A second, smaller line under the label. */
  readonly detail?: string;
}) {
  return (
    <a className={styles.link} href={telHref(contact.emergency)} onClick={announceEmergencyCall}>
      <Phone className={styles.icon} aria-hidden="true" size={28} />
      <span className={styles.text}>
        <span className={styles.label}>{label}</span>
        {detail && <span className={styles.detail}>{detail}</span>}
      </span>
    </a>
  );
}
