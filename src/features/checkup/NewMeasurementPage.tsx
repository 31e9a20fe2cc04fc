import { Activity, ChevronRight, Moon, Scale, Siren, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import * as styles from './NewMeasurementPage.css';
import { routePaths } from '../../content/routePaths';

interface MeasurementOption {
  readonly href: string;
  readonly title: string;
  readonly description: string;
  readonly icon: LucideIcon;
}

/** Spec §2: vital signs, alerts test, weight and height, sleep quality. */
const options: readonly MeasurementOption[] = [
  {
    href: routePaths.vitals,
    title: 'Signos vitales',
    description: 'Presión arterial, pulso y oxigenación.',
    icon: Activity,
  },
  {
    href: routePaths.alertsTest,
    title: 'Test de alertas',
    description: 'Revisa tus síntomas y descubre qué hacer.',
    icon: Siren,
  },
  {
    href: routePaths.weight,
    title: 'Peso y talla',
    description: 'Calcula tu índice de masa corporal.',
    icon: Scale,
  },
  {
    href: routePaths.sleep,
    title: 'Calidad del sueño',
    description: 'Monitorea tu noche y obtén un resumen.',
    icon: Moon,
  },
];

/** /mi-chequeo/nueva: what the member can record. */
export default function NewMeasurementPage() {
  return (
    <div className={styles.page}>
      <p className={styles.intro}>¿Qué quieres registrar?</p>
      <ul className={styles.options}>
        {options.map(({ href, title, description, icon: Icon }) => (
          <li key={href}>
            <Link href={href} className={styles.option}>
              <span className={styles.iconBox} aria-hidden="true">
                <Icon size={26} />
              </span>
              <span className={styles.text}>
                <span className={styles.title}>{title}</span>
                <span className={styles.description}>{description}</span>
              </span>
              <ChevronRight className={styles.chevron} size={22} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
