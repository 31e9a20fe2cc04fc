import { CircleAlert, Download, Trash2, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../../auth/useAuth';
import { Button } from '../../ui/Button/Button';
import { button } from '../../ui/Button/Button.css';
import { Card } from '../../ui/Card/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog/ConfirmDialog';
import * as styles from './MyDataCard.css';
import { t } from '../../content/messages';
import { RestoreDialog } from './RestoreDialog';
import { SyncStatusLine } from './SyncStatusLine';
import { useMyData } from './useMyData';

/**
 * 'Mis datos' on /perfil: everything the member entered, as one file to download and restore (on
 * this phone or another), and in demo mode a way to clear this phone while staying signed in. In
 * hosted mode, also whether this phone's changes have reached the member's account.
 */
export function MyDataCard() {
  const data = useMyData();
  const { mode } = useAuth();
  const [confirmClear, setConfirmClear] = useState(false);
  const refusalRef = useRef<HTMLDivElement>(null);

  // The member just came back from the file chooser: bring the reason into view, above the nav bar.
  useEffect(() => {
    if (data.refusal) refusalRef.current?.scrollIntoView({ block: 'nearest' });
  }, [data.refusal]);

  return (
    <Card className={styles.card} aria-labelledby="perfil-mis-datos">
      <h2 id="perfil-mis-datos" className={styles.title}>
        {t('backup.title')}
      </h2>
      <p className={styles.intro}>
        {mode === 'hosted' ? t('backup.introHosted') : t('backup.intro')}
      </p>
      <SyncStatusLine />
      <div className={styles.actions}>
        <Button tone="secondary" block onClick={data.download}>
          <Download aria-hidden="true" size={20} />
          {t('backup.download')}
        </Button>
        <input
          id="perfil-restaurar"
          className={styles.fileInput}
          type="file"
          accept="application/json,.json"
          disabled={data.reading}
          onChange={(event) => {
            const input = event.currentTarget;
            const picked = input.files?.[0];
            // Cleared so that choosing the same file again still fires a change.
            input.value = '';
            if (picked) void data.pickFile(picked);
          }}
        />
        <label
          htmlFor="perfil-restaurar"
          className={`${button({ tone: 'secondary', block: true })} ${styles.fileLabel}`}
          aria-disabled={data.reading || undefined}
        >
          <Upload aria-hidden="true" size={20} />
          {data.reading ? t('backup.restoring') : t('backup.restore')}
        </label>
        <div role="alert" ref={refusalRef} className={styles.refusalSpot}>
          {data.refusal && (
            <p className={styles.refusal}>
              <CircleAlert aria-hidden="true" size={20} />
              <span>
                <strong className={styles.refusalTitle}>{t('backup.refusedTitle')}</strong>
                {data.refusal}
              </span>
            </p>
          )}
        </div>
        {/* Hosted mode: the account would bring the data back at the next sync; signing out is
            what removes it from this phone. */}
        {mode !== 'hosted' && (
          <Button
            tone="ghost"
            block
            className={styles.clearButton}
            onClick={() => setConfirmClear(true)}
          >
            <Trash2 aria-hidden="true" size={20} />
            {t('backup.clear')}
          </Button>
        )}
      </div>
      <RestoreDialog
        pending={data.pending}
        onConfirm={data.confirmRestore}
        onCancel={data.cancelRestore}
      />
      <ConfirmDialog
        open={confirmClear}
        onOpenChange={setConfirmClear}
        title={t('backup.clearTitle')}
        description={
          <>
            {t('backup.clearDescription')}
            <Button tone="secondary" block className={styles.downloadFirst} onClick={data.download}>
              <Download aria-hidden="true" size={20} />
              {t('backup.downloadFirst')}
            </Button>
          </>
        }
        confirmLabel={t('backup.clearConfirm')}
        onConfirm={data.clear}
      />
    </Card>
  );
}
