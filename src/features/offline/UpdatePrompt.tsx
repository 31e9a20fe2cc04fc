import { RefreshCw } from 'lucide-react';
import { useSnapshot } from 'valtio';
import { t } from '../../content/messages';
import { appUpdateStore, applyUpdate } from '../../state/appUpdate';
import { Button } from '../../ui/Button/Button';
import * as styles from './UpdatePrompt.css';

/** The calm notice of a new version: it waits for the member, who updates when they are done. */
export function UpdatePrompt() {
  const { status } = useSnapshot(appUpdateStore);
  if (status === 'current') return null;
  const updating = status === 'updating';
  return (
    <aside className={styles.banner} aria-label={t('app.updateLabel')}>
      <div className={styles.inner}>
        <RefreshCw className={styles.icon} size={20} aria-hidden="true" />
        <p className={styles.text} role="status">
          <span className={styles.title}>{t('app.updateTitle')}</span>
          <span className={styles.hint}>{t('app.updateHint')}</span>
        </p>
        <Button onClick={applyUpdate} disabled={updating}>
          {updating ? t('app.updating') : t('app.updateButton')}
        </Button>
      </div>
    </aside>
  );
}
