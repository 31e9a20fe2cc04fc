import { Link } from 'wouter';
import * as styles from './LandingFooter.css';

// The year the site was first published: a copyright notice names it, and a fixed year keeps the
// prerendered HTML and the hydrated page identical.
const COPYRIGHT_YEAR = 2025;

export function LandingFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.copyright}>
          © {COPYRIGHT_YEAR} Vita365. Todos los derechos reservados.
        </p>
        <nav aria-label="Documentos legales">
          <ul className={styles.links}>
            <li>
              <Link className={styles.link} href="/politicas-de-privacidad">
                Política de privacidad
              </Link>
            </li>
            <li>
              <Link className={styles.link} href="/terminos-y-condiciones">
                Términos y condiciones
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
