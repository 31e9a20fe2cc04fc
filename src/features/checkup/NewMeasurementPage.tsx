import { Activity, ChevronRight, Moon, Scale, Siren, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import * as styles from './NewMeasurementPage.css';
import { routePaths } from '../../content/routePaths';
import { t } from '../../content/messages';

interface MeasurementOption {
  readonly href: string;
  readonly title: string;
  readonly description: string;
  readonly icon: LucideIcon;
}

/** Spec §2: vital signs, alerts test, weight and height, sleep quality. */
function measurementOptions(): readonly MeasurementOption[] {
  return [
    {
      href: routePaths.vitals,
      title: t('checkup.optionVitals'),
      description: t('checkup.optionVitalsDescription'),
      icon: Activity,
    },
    {
      href: routePaths.alertsTest,
      title: t('checkup.optionAlertsTest'),
      description: t('checkup.optionAlertsTestDescription'),
      icon: Siren,
    },
    {
      href: routePaths.weight,
      title: t('checkup.optionWeight'),
      description: t('checkup.optionWeightDescription'),
      icon: Scale,
    },
    {
      href: routePaths.sleep,
      title: t('checkup.optionSleep'),
      description: t('checkup.optionSleepDescription'),
      icon: Moon,
    },
  ];
}

/** /mi-chequeo/nueva: what the member can record. */
export default function NewMeasurementPage() {
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{t('checkup.newMeasurementQuestion')}</p>
      <ul className={styles.options}>
        {measurementOptions().map(({ href, title, description, icon: Icon }) => (
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
