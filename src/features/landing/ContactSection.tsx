import { Mail, Phone } from 'lucide-react';
import { contact, telHref } from '../../content/contact';
import { landing } from '../../content/landing';
import * as styles from './ContactSection.css';
import * as section from './section.css';

export function ContactSection() {
  const texts = landing.contact;
  return (
    <section
      id="contacto"
      className={[section.section, styles.contact].join(' ')}
      aria-labelledby="contacto-titulo"
    >
      <div className={section.inner}>
        <h2 id="contacto-titulo" className={section.title}>
          {texts.title}
        </h2>
        <p className={section.lead}>{texts.lead}</p>
        <ul className={styles.list}>
          <li>
            <a className={styles.link} href={`mailto:${contact.email}`}>
              <Mail className={styles.icon} size={24} aria-hidden="true" />
              <span>
                <span className={styles.label}>{texts.emailLabel}</span>
                <span className={`${styles.value} ${styles.email}`}>
                  {contact.email.split('@')[0]}@<wbr />
                  {contact.email.split('@').slice(1).join('@')}
                </span>
              </span>
            </a>
          </li>
          <li>
            <a className={styles.link} href={telHref(contact.phone)}>
              <Phone className={styles.icon} size={24} aria-hidden="true" />
              <span>
                <span className={styles.label}>{contact.phone.label}</span>
                <span className={styles.value}>{contact.phone.display}</span>
              </span>
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
