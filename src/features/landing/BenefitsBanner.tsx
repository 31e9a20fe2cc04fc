import { CalendarClock, Car, HeartPulse, House, Leaf, Stethoscope } from 'lucide-react';
import * as styles from './BenefitsBanner.css';
import * as section from './section.css';

const benefits = [
  {
    Icon: Stethoscope,
    title: 'Asistencia médica',
    text: 'Ambulancia, médico a domicilio, videoconsulta y orientación psicológica.',
  },
  {
    Icon: Car,
    title: 'Asistencia vial',
    text: 'Grúa, cambio de llanta, paso de corriente y suministro de gasolina.',
  },
  {
    Icon: House,
    title: 'Asistencia en el hogar',
    text: 'Plomero, cerrajero y electricista cuando los necesites.',
  },
  {
    Icon: HeartPulse,
    title: 'Mi Chequeo',
    text: 'Registra tus signos vitales, tu peso y tu sueño, y haz el test de alertas.',
  },
  {
    Icon: CalendarClock,
    title: 'Agenda de salud',
    text: 'Tus medicinas y citas médicas con recordatorios.',
  },
  {
    Icon: Leaf,
    title: 'Bienestar',
    text: 'Respiración, meditación, rutinas exprés y guías de nutrición.',
  },
] as const;

/** The 'Servicios' anchor lands here: what a membership includes. */
export function BenefitsBanner() {
  return (
    <section
      id="servicios"
      className={[section.section, styles.banner].join(' ')}
      aria-labelledby="servicios-titulo"
    >
      <div className={section.inner}>
        <h2 id="servicios-titulo" className={[section.title, styles.title].join(' ')}>
          Servicios
        </h2>
        <p className={[section.lead, styles.lead].join(' ')}>
          Lo que incluye tu membresía Vita365, las 24 horas. Además: asistencia legal, para tus
          mascotas, fitness y funeraria.
        </p>
        <ul className={styles.list}>
          {benefits.map(({ Icon, title, text }) => (
            <li key={title} className={styles.item}>
              <Icon className={styles.icon} size={24} aria-hidden="true" />
              <div>
                <h3 className={styles.itemTitle}>{title}</h3>
                <p className={styles.itemText}>{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
