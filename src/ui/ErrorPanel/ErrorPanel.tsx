import { CircleAlert, WifiOff } from 'lucide-react';
import { t } from '../../content/messages';
import { button } from '../Button/Button.css';
import * as styles from './ErrorPanel.css';

interface ErrorPanelProps {
  readonly title: string;
  readonly message: string;
  /** 'offline' when the connection is the problem. */
  readonly icon?: 'error' | 'offline';
  readonly onRetry?: () => void;
  /** False where a full page load cannot work (offline): then 'Reintentar' is the way on. */
  readonly offerHome?: boolean;
  readonly homeHref?: string;
  readonly homeLabel?: string;
}

/** A full-page message with a way back: used for errors and for pages that do not exist. */
export function ErrorPanel({
  title,
  message,
  icon = 'error',
  onRetry,
  offerHome = true,
  homeHref = '/',
  homeLabel = t('app.backToHome'),
}: ErrorPanelProps) {
  const Icon = icon === 'offline' ? WifiOff : CircleAlert;
  return (
    <main className={styles.panel}>
      <Icon className={styles.icon} size={48} aria-hidden="true" />
      <h1 className={styles.title}>{title}</h1>
      <p>{message}</p>
      <div className={styles.actions}>
        {offerHome && (
          // A plain link, not client-side navigation: it must work even when the app is in a bad state.
          <a className={button({ tone: 'primary', block: true })} href={homeHref}>
            {homeLabel}
          </a>
        )}
        {onRetry && (
          <button
            type="button"
            className={button({ tone: offerHome ? 'secondary' : 'primary', block: true })}
            onClick={onRetry}
          >
            {t('app.retry')}
          </button>
        )}
      </div>
    </main>
  );
}
