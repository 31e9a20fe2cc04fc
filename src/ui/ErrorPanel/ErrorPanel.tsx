import { CircleAlert } from 'lucide-react';
import { button } from '../Button/Button.css';
import * as styles from './ErrorPanel.css';

interface ErrorPanelProps {
  readonly title: string;
  readonly message: string;
  readonly onRetry?: () => void;
  readonly homeHref?: string;
  readonly homeLabel?: string;
}

/** A full-page message with a way back: used for errors and for pages that do not exist. */
export function ErrorPanel({
  title,
  message,
  onRetry,
  homeHref = '/',
  homeLabel = 'Volver al inicio',
}: ErrorPanelProps) {
  return (
    <main className={styles.panel}>
      <CircleAlert className={styles.icon} size={48} aria-hidden="true" />
      <h1 className={styles.title}>{title}</h1>
      <p>{message}</p>
      <div className={styles.actions}>
        {/* A plain link, not client-side navigation: it must work even when the app is in a bad state. */}
        <a className={button({ tone: 'primary', block: true })} href={homeHref}>
          {homeLabel}
        </a>
        {onRetry && (
          <button
            type="button"
            className={button({ tone: 'secondary', block: true })}
            onClick={onRetry}
          >
            Reintentar
          </button>
        )}
      </div>
    </main>
  );
}
