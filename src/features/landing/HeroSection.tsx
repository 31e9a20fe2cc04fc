import { Download } from 'lucide-react';
import { contact } from '../../content/contact';
import type { AppStore } from '../../domain/storeForUserAgent';
import { button } from '../../ui/Button/Button.css';
import * as styles from './HeroSection.css';
import * as section from './section.css';
import { StoreBadge } from './StoreBadge';
import { useAppStore } from './useAppStore';

const otherStoreWording: Readonly<Record<AppStore, string>> = {
  android: '¿Tienes iPhone? Descárgala en el App Store',
  ios: '¿Tienes Android? Descárgala en Google Play',
};

/**
 * The download button and the store button open the store of the visitor's device. The link to the
 * other store is for whoever is browsing on one device and installing on another.
 */
export function HeroSection() {
  const store = useAppStore();
  const otherStore: AppStore = store === 'android' ? 'ios' : 'android';
  return (
    <section
      id="inicio"
      className={[section.section, styles.hero].join(' ')}
      aria-labelledby="inicio-titulo"
    >
      <div className={[section.inner, styles.layout].join(' ')}>
        <div>
          <span className={section.eyebrow}>Membresía de asistencia 24/7</span>
          <h1 id="inicio-titulo" className={styles.title}>
            Tu salud y tu tranquilidad, a un toque de distancia
          </h1>
          <p className={section.lead}>
            Asistencia médica, vial y en el hogar las 24 horas, los 7 días de la semana, y
            herramientas para cuidar tu salud desde tu celular.
          </p>
          <div className={styles.downloads}>
            <a className={button({ tone: 'primary', size: 'lg' })} href={contact.stores[store]}>
              <Download size={22} aria-hidden="true" />
              Descargar la app
            </a>
            <StoreBadge store={store} href={contact.stores[store]} />
            <a className={styles.otherStore} href={contact.stores[otherStore]}>
              {otherStoreWording[store]}
            </a>
          </div>
        </div>
        <img
          className={styles.illustration}
          src="/images/hero.svg"
          width="420"
          height="380"
          alt="Ilustración de un celular con la app Vita365 abierta: tu tarjeta de membresía, tu ritmo cardiaco y un botón de asistencia."
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
