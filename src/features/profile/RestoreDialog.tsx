import { Button } from '../../ui/Button/Button';
import { Dialog } from '../../ui/Dialog/Dialog';
import { formatLongDate } from '../../domain/format/format';
import * as styles from './MyDataCard.css';
import { myDataMessages as text } from './myDataMessages';
import { restoreSkippedMessages as skippedText } from './restoreSkippedMessages';
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
      title={text.confirmTitle}
      description={pending?.summary ?? ''}
      actions={
        pending?.changesSomething ? (
          <>
            <Button tone="secondary" onClick={onCancel}>
              {text.cancel}
            </Button>
            <Button onClick={onConfirm}>{text.confirm}</Button>
          </>
        ) : (
          <Button onClick={onCancel}>{text.understood}</Button>
        )
      }
    >
      {file && (
        <div className={styles.dialogNotes}>
          {pending.otherAccount && (
            <p className={styles.otherAccount}>{text.otherAccount(file.member.email)}</p>
          )}
          <p>{text.fileFrom(date, file.member.email)}</p>
          {pending.skipped > 0 && (
            <p className={styles.skipped}>{skippedText.inFile(pending.skipped)}</p>
          )}
          {pending.changesSomething && <p>{text.nothingDeleted}</p>}
        </div>
      )}
    </Dialog>
  );
}
