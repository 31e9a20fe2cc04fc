import { CloudAlert, CloudCheck } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { useAuth } from '../../auth/useAuth';
import { syncStatusStore } from '../../state/syncStatus';
import { t } from '../../content/messages';
import * as styles from './SyncStatusLine.css';

/**
 * Hosted mode: whether this phone's changes are in the member's account, and why some wait when the
 * account refused them. Nothing in demo mode.
 */
export function SyncStatusLine() {
  const { mode } = useAuth();
  const { status, notice } = useSnapshot(syncStatusStore);
  if (mode !== 'hosted') return null;
  const Icon = status === 'synced' ? CloudCheck : CloudAlert;
  return (
    <p role="status" className={styles.line}>
      {status !== null && (
        <span className={styles.tone[status]}>
          <Icon aria-hidden="true" size={18} />
          {status === 'synced' ? t('sync.synced') : t('sync.pending')}
        </span>
      )}
      {notice && <span className={styles.notice}>{notice}</span>}
    </p>
  );
}
