import { landing } from '../../content/landing';
import * as styles from './BenefitsBanner.css';
import { highlightIcons } from './highlightIcons';
import * as section from './section.css';

/** The 'Servicios' anchor lands here: what a membership includes. */
export function BenefitsBanner() {
  const { services } = landing;
  return (
    <section
      id="servicios"
      className={[section.section, styles.banner].join(' ')}
      aria-labelledby="servicios-titulo"
    >
      <div className={section.inner}>
        <h2 id="servicios-titulo" className={[section.title, styles.title].join(' ')}>
          {services.title}
        </h2>
        <p className={[section.lead, styles.lead].join(' ')}>{services.lead}</p>
        <ul className={styles.list}>
          {services.items.map(({ icon, title, text }) => {
            const Icon = highlightIcons[icon];
            return (
              <li key={title} className={styles.item}>
                <Icon className={styles.icon} size={24} aria-hidden="true" />
                <div>
                  <h3 className={styles.itemTitle}>{title}</h3>
                  <p className={styles.itemText}>{text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
