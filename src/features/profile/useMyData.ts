// What 'Mis datos' does, apart from how it looks: download the data file, check a picked file and
// restore it once the member confirms, and clear this phone. Every refusal leaves the phone as it was.
import { useState } from 'react';
import { useAuth } from '../../auth/useAuth';
import {
  backupFileName,
  backupSizeProblem,
  isFromAnotherMember,
  restoreSummary,
  type BackupFile,
  type BackupMember,
} from '../../domain/backup/backup';
import {
  checkBackupFile,
  clearPhoneData,
  memberBackup,
  previewRestore,
  restoreBackup,
} from '../../state/backupRestore';
import { backupRefusalText, restoreSummaryWords } from '../../state/backupWords';
import { memberTimeZone } from '../../state/memberTimeZone';
import { showToast } from '../../state/toasts';
import { downloadFile } from '../../ui/downloadFile';
import { t, tPlural } from '../../content/messages';

export interface PendingRestore {
  readonly file: BackupFile;
  /** 'Se agregarán 3 medicinas…', or that the phone already has everything. */
  readonly summary: string;
  /** False when the file holds nothing this phone lacks. */
  readonly changesSomething: boolean;
  readonly otherAccount: boolean;
  /** Damaged entries of the file, left out: they are never stored. */
  readonly skipped: number;
}

export interface MyData {
  readonly download: () => void;
  readonly pickFile: (file: File) => Promise<void>;
  readonly reading: boolean;
  /** Why the last picked file was refused; null when there is nothing to say. */
  readonly refusal: string | null;
  readonly pending: PendingRestore | null;
  readonly confirmRestore: () => void;
  readonly cancelRestore: () => void;
  readonly clear: () => void;
}

export function useMyData(): MyData {
  const { user } = useAuth();
  const [reading, setReading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingRestore | null>(null);
  const member: BackupMember = {
    email: user?.email ?? '',
    cardId: user?.user_metadata.vita_card_id ?? null,
  };

  function download() {
    const now = new Date();
    const { file, leftOut } = memberBackup(member, now);
    const fileName = backupFileName(now, memberTimeZone());
    downloadFile(fileName, 'application/json', `${JSON.stringify(file, null, 2)}\n`);
    showToast({
      title: t('backup.downloadedTitle'),
      description:
        t('backup.downloaded', { fileName }) +
        (leftOut > 0 ? ` ${tPlural('backup.leftOut', leftOut)}` : ''),
    });
  }

  async function pickFile(picked: File) {
    setRefusal(null);
    setPending(null);
    // Checked before reading, so a huge file is never loaded into a phone's memory.
    const tooLarge = backupSizeProblem(picked.size);
    if (tooLarge !== undefined) {
      setRefusal(backupRefusalText(tooLarge));
      return;
    }
    setReading(true);
    let content: string;
    try {
      content = await picked.text();
    } catch {
      setRefusal(t('backup.unreadable'));
      return;
    } finally {
      setReading(false);
    }
    const checked = checkBackupFile(content, picked.size);
    if (!checked.ok) {
      setRefusal(checked.message);
      return;
    }
    const { plan, summary } = previewRestore(checked.file);
    setPending({
      file: checked.file,
      summary,
      changesSomething: plan.changes.length > 0,
      otherAccount: isFromAnotherMember(checked.file, member),
      skipped: checked.skipped,
    });
  }

  function confirmRestore() {
    if (!pending) return;
    setPending(null);
    // The plan is made again from what the phone holds now, in case another tab changed something;
    // the toast says what changed, in the past tense (issue 43).
    const summary = restoreSummary(previewRestore(pending.file).plan, restoreSummaryWords('past'));
    if (restoreBackup(pending.file) === 'storage-failed') {
      setRefusal(t('backup.storageFull'));
      return;
    }
    const skipped =
      pending.skipped > 0 ? ` ${tPlural('backup.skippedRestored', pending.skipped)}` : '';
    showToast({ title: t('backup.restoredTitle'), description: `${summary}${skipped}` });
  }

  function clear() {
    setRefusal(null);
    // Offered in demo mode only: in hosted mode the account would bring the data back, and the sync
    // (src/sync/memberSync.ts) clears this phone at sign-out itself.
    clearPhoneData();
    showToast({ title: t('backup.clearedTitle'), description: t('backup.cleared') });
  }

  return {
    download,
    pickFile,
    reading,
    refusal,
    pending,
    confirmRestore,
    cancelRestore: () => setPending(null),
    clear,
  };
}
