import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { t } from '../../content/messages';
import { Card } from '../../ui/Card/Card';
import * as styles from './AuthLayout.css';
import { DemoNote } from './DemoNote';

export interface AuthLayoutProps {
  readonly title: string;
  readonly subtitle: string;
  /** Demo mode keeps the account in this browser only; the member should know before typing. */
  readonly demo: boolean;
  readonly footer: ReactNode;
  readonly children: ReactNode;
}

/** The frame of /login and /register: a way back to the landing page, the title, the form card. */
export function AuthLayout({ title, subtitle, demo, footer, children }: AuthLayoutProps) {
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <div className={styles.topBar}>
          <Link href="/" className={styles.backLink}>
            <ChevronLeft aria-hidden="true" size={24} />
            {t('auth.back')}
          </Link>
          <span className={styles.brand}>Vita365</span>
        </div>
        <div className={styles.heading}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.subtitle}>{subtitle}</p>
        </div>
        {demo && <DemoNote />}
        <Card>{children}</Card>
        <p className={styles.footer}>{footer}</p>
      </div>
    </main>
  );
}
