import { Download } from 'lucide-react';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { t } from '../../content/messages';
import { installPromptStore, promptInstall } from '../../state/installPrompt';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import * as styles from './ShellNotices.css';

/**
 * 'Instalar la app', shown only once the browser has offered installation (beforeinstallprompt);
 * the browser's own dialog opens only from the member's tap.
 */
export function InstallAppOffer() {
  const { available } = useSnapshot(installPromptStore);
  const [hidden, setHidden] = useState(false);
  if (!available || hidden) return null;
  return (
    <Card className={styles.offer} aria-labelledby="instalar-titulo">
      <Download className={styles.offerIcon} size={24} aria-hidden="true" />
      <div className={styles.offerText}>
        <h2 id="instalar-titulo" className={styles.offerTitle}>
          {t('app.installTitle')}
        </h2>
        <p className={styles.muted}>{t('app.installText')}</p>
      </div>
      <div className={styles.offerActions}>
        <Button onClick={() => void promptInstall()}>{t('app.installButton')}</Button>
        <Button tone="ghost" onClick={() => setHidden(true)}>
          {t('app.installDismiss')}
        </Button>
      </div>
    </Card>
  );
}
