import { ChevronLeft } from 'lucide-react';
import { Link } from 'wouter';
import { t } from '../../content/messages';
import { Avatar } from './Avatar';
import * as styles from './Header.css';
import { NotificationsButton } from './NotificationsButton';

export function Header({ title, back }: { readonly title: string; readonly back?: string }) {
  return (
    <header className={styles.header}>
      {back ? (
        <Link href={back} className={styles.iconButton} aria-label={t('app.headerBack')}>
          <ChevronLeft aria-hidden="true" size={24} />
        </Link>
      ) : (
        <span className={styles.spacer} aria-hidden="true" />
      )}
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.actions}>
        <NotificationsButton />
        <Avatar />
      </div>
    </header>
  );
}
