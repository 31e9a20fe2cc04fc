import { ArrowLeft } from 'lucide-react';
import type { LegalDocumentId } from '../../content/legal';
import { t } from '../../content/messages';
import { Link, useLocation } from 'wouter';
import { useDocumentMeta } from '../../ui/useDocumentMeta';
import { BrandLogo } from '../../ui/BrandLogo/BrandLogo';
import { markdownOnlyBlocks } from '../../renderers/ContentPage/blockRegistry';
import { MarkdownBody } from '../../renderers/ContentPage/MarkdownBody';
import * as styles from './LegalPage.css';
import { legalDocumentLinks, legalPageForPath } from './legalPages';
import { useLegalDocument } from './useLegalDocument';

/** The switch's words for each document. */
const switchLabels = (): Readonly<Record<LegalDocumentId, string>> => ({
  privacidad: t('app.legalPrivacyLink'),
  terminos: t('app.legalTermsLink'),
});

/** /legal, /politicas-de-privacidad and /terminos-y-condiciones: one legal text with a way home. */
export default function LegalPage() {
  const [location] = useLocation();
  const page = legalPageForPath(location);
  const { meta, Content } = useLegalDocument(page.document);
  useDocumentMeta(meta.title, page.description);
  const labels = switchLabels();

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link href="/" className={styles.back}>
            <ArrowLeft size={20} aria-hidden="true" />
            {t('app.backToHome')}
          </Link>
          <BrandLogo />
        </div>
      </header>
      <nav className={styles.switcher} aria-label={t('app.legalNavigationLabel')}>
        <ul className={styles.switcherList}>
          {legalDocumentLinks.map((link) => (
            <li key={link.path}>
              <Link
                href={link.path}
                className={styles.switcherLink}
                aria-current={link.document === page.document ? 'page' : undefined}
              >
                {labels[link.document]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main className={styles.main}>
        <article>
          <MarkdownBody Content={Content} registry={markdownOnlyBlocks} />
        </article>
      </main>
    </div>
  );
}
