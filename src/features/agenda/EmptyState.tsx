import type { ReactNode } from 'react';
import * as styles from './AgendaList.css';
import { t } from '../../content/messages';

/** What a tab shows with nothing in it, and how to add the first item. */
export function EmptyState({ icon, text }: { readonly icon: ReactNode; readonly text: string }) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon} aria-hidden="true">
        {icon}
      </span>
      <p className={styles.emptyText}>{text}</p>
      <p>{t('agenda.emptyHint')}</p>
    </div>
  );
}
