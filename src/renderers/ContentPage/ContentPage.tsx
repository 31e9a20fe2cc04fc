// The frame of every content page (a wellness item, a nutrition guide, a self-care guide): a way
// back, the title, its lines of introduction, the page's actions, then its body.
import { ChevronLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import * as styles from './ContentPage.css';

export interface ContentPageProps {
  /** The id of the title, which names the page for assistive technology. */
  readonly titleId: string;
  readonly title: string;
  /** The link above the title, back to where the content is listed. */
  readonly back?: { readonly href: string; readonly label: string };
  readonly subtitle?: string;
  readonly summary?: string;
  /** A short line under the summary (a duration, say), with its icon. */
  readonly note?: ReactNode;
  /** Buttons about the whole page (favourite, done), drawn under the header. */
  readonly actions?: ReactNode;
  readonly className?: string;
  readonly children: ReactNode;
}

export function ContentPage({
  titleId,
  title,
  back,
  subtitle,
  summary,
  note,
  actions,
  className,
  children,
}: ContentPageProps) {
  return (
    <article className={className ?? styles.page} aria-labelledby={titleId}>
      <header className={styles.header}>
        {back && (
          <Link href={back.href} className={styles.eyebrow}>
            <ChevronLeft aria-hidden="true" size={16} />
            {back.label}
          </Link>
        )}
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {summary && <p className={styles.summary}>{summary}</p>}
        {note && <p className={styles.note}>{note}</p>}
      </header>
      {actions}
      {children}
    </article>
  );
}
