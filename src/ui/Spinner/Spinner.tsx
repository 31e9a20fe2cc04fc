import * as styles from './Spinner.css';
import { t } from '../../content/messages';

export function Spinner({ label = t('app.loading') }: { readonly label?: string }) {
  return (
    <div className={styles.wrapper} role="status" aria-live="polite">
      <span className={styles.circle} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
