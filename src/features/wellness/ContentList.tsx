// The list of a category's items (or the nutrition guides): title, subtitle or summary, duration,
// and whether the member already did it or saved it.
import { ChevronRight, CircleCheck, Clock, Heart } from 'lucide-react';
import { Link } from 'wouter';
import { t } from '../../content/messages';
import * as styles from './ContentList.css';

export interface ContentListEntry {
  readonly key: string;
  readonly href: string;
  readonly title: string;
  /** The subtitle when the item has one, else its summary. */
  readonly detail: string;
  readonly duration: string;
  readonly done?: boolean;
  readonly favorite?: boolean;
}

export function ContentList({
  entries,
  label,
}: {
  readonly entries: readonly ContentListEntry[];
  readonly label: string;
}) {
  return (
    <ul className={styles.list} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <Link href={entry.href} className={styles.link}>
            <span className={styles.text}>
              <span className={styles.title}>{entry.title}</span>
              <span className={styles.detail}>{entry.detail}</span>
              <span className={styles.meta}>
                <span className={styles.metaItem}>
                  <Clock aria-hidden="true" size={14} />
                  {entry.duration}
                </span>
                {entry.done && (
                  <span className={styles.done}>
                    <CircleCheck aria-hidden="true" size={14} />
                    {t('wellness.done')}
                  </span>
                )}
                {entry.favorite && (
                  <span className={styles.metaItem}>
                    <Heart aria-hidden="true" size={14} />
                    {t('wellness.inFavorites')}
                  </span>
                )}
              </span>
            </span>
            <ChevronRight className={styles.chevron} aria-hidden="true" size={20} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
