import { WifiOff } from 'lucide-react';
import { t } from '../../content/messages';
import * as styles from './ShellNotices.css';
import { useOnline } from './useOnline';

/** Says the phone is offline, and goes away when the connection returns. */
export function OfflineNotice() {
  const online = useOnline();
  // The live region stays mounted so screen readers announce the notice when it appears.
  return (
    <div role="status" aria-live="polite">
      {online ? null : (
        <p className={styles.offline}>
          <WifiOff className={styles.offlineIcon} size={20} aria-hidden="true" />
          {t('app.offlineNotice')}
        </p>
      )}
    </div>
  );
}
