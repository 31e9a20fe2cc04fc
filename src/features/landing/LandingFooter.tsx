import { Link } from 'wouter';
import { landing } from '../../content/landing';
import * as styles from './LandingFooter.css';
import { routePaths } from '../../content/routePaths';

export function LandingFooter() {
  const { footer } = landing;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copyright}>{footer.copyright}</p>
        <nav aria-label={footer.legalNavigationLabel}>
          <ul className={styles.links}>
            <li>
              <Link className={styles.link} href={routePaths.privacy}>
                {footer.privacyLinkLabel}
              </Link>
            </li>
            <li>
              <Link className={styles.link} href={routePaths.terms}>
                {footer.termsLinkLabel}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
