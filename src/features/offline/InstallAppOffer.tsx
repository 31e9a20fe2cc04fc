import { Download } from 'lucide-react';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
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
          Vita365 en tu pantalla de inicio
        </h2>
        <p className={styles.muted}>Ábrela como una app, también sin conexión.</p>
      </div>
      <div className={styles.offerActions}>
        <Button onClick={() => void promptInstall()}>Instalar la app</Button>
        <Button tone="ghost" onClick={() => setHidden(true)}>
          Ahora no
        </Button>
      </div>
    </Card>
  );
}
