import { Button } from '../../ui/Button/Button';
import { Dialog } from '../../ui/Dialog/Dialog';
import { formatLongDate } from '../../domain/format/format';
import * as styles from './MyDataCard.css';
import { t, tPlural } from '../../content/messages';
import type { PendingRestore } from './useMyData';

export interface RestoreDialogProps {
  readonly pending: PendingRestore | null;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** What a checked file will add, asking to confirm; a file with nothing new only says so. */
export function RestoreDialog({ pending, onConfirm, onCancel }: RestoreDialogProps) {
  const file = pending?.file;
  const date = formatLongDate(file?.exportedAt);
  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t('backup.confirmTitle')}
      description={pending?.summary ?? ''}
      actions={
        pending?.changesSomething ? (
          <>
            <Button tone="secondary" onClick={onCancel}>
              {t('backup.cancel')}
            </Button>
            <Button onClick={onConfirm}>{t('backup.confirm')}</Button>
          </>
        ) : (
          <Button onClick={onCancel}>{t('backup.understood')}</Button>
        )
      }
    >
      {file && (
        <div className={styles.dialogNotes}>
          {pending.otherAccount && (
            <p className={styles.otherAccount}>
              {t('backup.otherAccount', { email: file.member.email })}
            </p>
          )}
          <p>{t('backup.fileFrom', { date, email: file.member.email })}</p>
          {pending.skipped > 0 && (
            <p className={styles.skipped}>{tPlural('backup.skippedInFile', pending.skipped)}</p>
          )}
          {pending.changesSomething && <p>{t('backup.nothingDeleted')}</p>}
        </div>
      )}
    </Dialog>
  );
}
