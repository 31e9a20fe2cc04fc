import { landing } from '../../content/landing';
import * as styles from './AboutSection.css';
import { highlightIcons } from './highlightIcons';
import * as section from './section.css';

export function AboutSection() {
  const { about } = landing;
  return (
    <section id="quienes-somos" className={section.section} aria-labelledby="quienes-somos-titulo">
      <div className={section.inner}>
        <h2 id="quienes-somos-titulo" className={section.title}>
          {about.title}
        </h2>
        <p className={section.lead}>{about.lead}</p>
        <ul className={styles.values}>
          {about.values.map(({ icon, title, text }) => {
            const Icon = highlightIcons[icon];
            return (
              <li key={title} className={styles.value}>
                <Icon className={styles.icon} size={24} aria-hidden="true" />
                <div>
                  <h3 className={styles.valueTitle}>{title}</h3>
                  <p className={styles.valueText}>{text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
