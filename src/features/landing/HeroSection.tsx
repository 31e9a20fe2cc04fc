import { Download } from 'lucide-react';
import { useEffect } from 'react';
import { contact } from '../../content/contact';
import { landing } from '../../content/landing';
import type { AppStore } from '../../domain/device/storeForUserAgent';
import { button } from '../../ui/Button/Button.css';
import * as styles from './HeroSection.css';
import * as section from './section.css';
import { StoreBadge } from './StoreBadge';
import { markDeviceStore } from './markDeviceStore';

const stores: readonly AppStore[] = ['android', 'ios'];

/**
 * The download button and the store button open the store of the visitor's device. The link to the
 * other store is for whoever is browsing on one device and installing on another.
 */
function Downloads({ store }: { readonly store: AppStore }) {
  const { hero } = landing;
  const otherStore: AppStore = store === 'android' ? 'ios' : 'android';
  return (
    <div className={[styles.downloads, styles.forStore[store]].join(' ')}>
      <a className={button({ tone: 'primary', size: 'lg' })} href={contact.stores[store]}>
        <Download size={22} aria-hidden="true" />
        {hero.downloadLabel}
      </a>
      <StoreBadge store={store} href={contact.stores[store]} />
      <a className={styles.otherStore} href={contact.stores[otherStore]}>
        {hero.otherStoreLink[store]}
      </a>
    </div>
  );
}

/**
 * The static page carries both stores' buttons; the stylesheet shows the ones <html data-store>
 * names (src/landingMain.ts marks it, and so does this component when the app draws the page).
 */
export function HeroSection() {
  const { hero } = landing;
  useEffect(() => markDeviceStore(document.documentElement, navigator), []);
  return (
    <section
      id="inicio"
      className={[section.section, styles.hero].join(' ')}
      aria-labelledby="inicio-titulo"
    >
      <div className={[section.inner, styles.layout].join(' ')}>
        <div>
          <span className={section.eyebrow}>{hero.eyebrow}</span>
          <h1 id="inicio-titulo" className={styles.title}>
            {hero.title}
          </h1>
          <p className={section.lead}>{hero.lead}</p>
          {stores.map((store) => (
            <Downloads key={store} store={store} />
          ))}
        </div>
        <img
          className={styles.illustration}
          src="/images/hero.svg"
          width="420"
          height="380"
          alt={hero.illustrationAlt}
          fetchPriority="high"
        />
      </div>
    </section>
  );
}
