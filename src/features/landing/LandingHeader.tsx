import { LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { landing } from '../../content/landing';
import { button } from '../../ui/Button/Button.css';
import { BrandLogo } from '../../ui/BrandLogo/BrandLogo';
import * as styles from './LandingHeader.css';
import { landingSections } from './landingSections';
import { routePaths } from '../../content/routePaths';

/**
 * Sticky header with the in-page navigation. The anchors are plain links: the browser scrolls to the
 * section (smoothly, or at once under prefers-reduced-motion, see global.css.ts) even before the
 * page's JavaScript has loaded.
 */
export function LandingHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <a className={styles.homeLink} href="#inicio" aria-label={landing.header.homeLinkLabel}>
          <BrandLogo />
        </a>
        <nav className={styles.nav} aria-label={landing.header.navigationLabel}>
          <ul className={styles.navList}>
            {landingSections.map((section) => (
              <li key={section.id}>
                <a className={styles.navLink} href={`#${section.id}`}>
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <Link
          href={routePaths.login}
          className={[button({ tone: 'secondary' }), styles.loginLink].join(' ')}
        >
          <LogIn size={18} aria-hidden="true" />
          {landing.header.loginLabel}
        </Link>
      </div>
    </header>
  );
}
