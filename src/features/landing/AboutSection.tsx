import { Clock, Smartphone, Users } from 'lucide-react';
import * as styles from './AboutSection.css';
import * as section from './section.css';

const values = [
  {
    Icon: Clock,
    title: 'Siempre disponibles',
    text: 'Asistencia las 24 horas, los 7 días de la semana, también en días festivos.',
  },
  {
    Icon: Smartphone,
    title: 'Todo desde tu celular',
    text: 'Contrata, pide asistencia y lleva el control de tu salud desde la app.',
  },
  {
    Icon: Users,
    title: 'Para ti y los tuyos',
    text: 'Planes para ti, para toda tu familia y para los colaboradores de tu empresa.',
  },
] as const;

export function AboutSection() {
  return (
    <section id="quienes-somos" className={section.section} aria-labelledby="quienes-somos-titulo">
      <div className={section.inner}>
        <h2 id="quienes-somos-titulo" className={section.title}>
          Quiénes Somos
        </h2>
        <p className={section.lead}>
          Vita365 es una membresía de asistencia para personas, familias y empresas en México. Junto
          con nuestro proveedor de asistencia aliado te damos asistencia médica, vial y en el hogar,
          y herramientas para cuidar tu salud todos los días, en una sola app.
        </p>
        <ul className={styles.values}>
          {values.map(({ Icon, title, text }) => (
            <li key={title} className={styles.value}>
              <Icon className={styles.icon} size={24} aria-hidden="true" />
              <div>
                <h3 className={styles.valueTitle}>{title}</h3>
                <p className={styles.valueText}>{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
