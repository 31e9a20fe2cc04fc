// 'Mis datos' on this phone: the data file of what the slices hold, the check of a picked file, and
// a restore written all at once or not at all. The rules themselves are pure (domain/backup/backup.ts).
import { snapshot } from 'valtio';
import {
  buildBackup,
  checkBackup,
  entriesLeftOut,
  planRestore,
  restoreSummary,
  type BackupCheck,
  type BackupFile,
  type BackupMember,
  type RestorePlan,
  type SliceValues,
} from '../domain/backup/backup';
import { backupSchemaProblems } from './backupSchema';
import { backupRefusalText, restoreSummaryWords } from './backupWords';
import { backedUpKinds, memberData } from './memberData';
import { setSliceValue, versionKeyOf, type StorageLike } from './persistedSlice';
import { persistenceStorage } from './persistence';

const backedUp = backedUpKinds();

/** What every backed-up slice holds now, by storage key. */
export function backupValues(): SliceValues {
  return Object.fromEntries(backedUp.map((kind) => [kind.key, snapshot(kind.slice().state).value]));
}

export interface MemberBackup {
  readonly file: BackupFile;
  /** Stored entries the app cannot read, kept on the phone but not in the file. */
  readonly leftOut: number;
}

export function memberBackup(member: BackupMember, now: Date): MemberBackup {
  const values = backupValues();
  return {
    file: buildBackup(backedUp, values, member, now),
    leftOut: entriesLeftOut(backedUp, values),
  };
}

/** A checked file, or why it is refused in the member's words. */
export type BackupFileCheck =
  Extract<BackupCheck, { ok: true }> | { readonly ok: false; readonly message: string };

/** Checks a picked file's text against the format and every slice's storage schema. */
export function checkBackupFile(text: string, byteLength: number): BackupFileCheck {
  const checked = checkBackup(text, byteLength, backedUp, backupSchemaProblems);
  return checked.ok ? checked : { ok: false, message: backupRefusalText(checked.refusal) };
}

export interface RestorePreview {
  readonly plan: RestorePlan;
  /** 'Se agregarán 3 medicinas y 12 mediciones.' */
  readonly summary: string;
}

export function previewRestore(file: BackupFile): RestorePreview {
  const plan = planRestore(backedUp, backupValues(), file);
  return { plan, summary: restoreSummary(plan, restoreSummaryWords('future')) };
}

interface PlannedWrite {
  readonly key: string;
  readonly version: number;
  readonly raw: string;
}

/** Writes every value or, when the storage refuses one (full), puts back what was there. */
function writeAllOrNothing(storage: StorageLike, writes: readonly PlannedWrite[]): boolean {
  const keys = writes.flatMap((write) => [write.key, versionKeyOf(write.key)]);
  const before = keys.map((key) => [key, storage.getItem(key)] as const);
  try {
    for (const write of writes) {
      storage.setItem(write.key, write.raw);
      if (write.version !== 1) storage.setItem(versionKeyOf(write.key), String(write.version));
    }
    return true;
  } catch {
    for (const [key, raw] of before) {
      try {
        if (raw === null) storage.removeItem(key);
        else storage.setItem(key, raw);
      } catch {
        // Putting back a value that fitted before should not fail; if it does, nothing more to do.
      }
    }
    return false;
  }
}

export type RestoreOutcome = 'restored' | 'storage-failed';

/**
 * Merges the file into this phone. Every new value is computed and stored first; only when all of
 * them are stored do the slices (and so the screens) change. A full storage changes nothing.
 */
export function restoreBackup(file: BackupFile): RestoreOutcome {
  const { plan } = previewRestore(file);
  const writes = backedUp.flatMap((kind): PlannedWrite[] =>
    kind.key in plan.values
      ? [{ key: kind.key, version: kind.version, raw: JSON.stringify(plan.values[kind.key]) }]
      : [],
  );
  const storage = persistenceStorage();
  if (storage && !writeAllOrNothing(storage, writes)) return 'storage-failed';
  for (const write of writes) {
    const kind = backedUp.find((candidate) => candidate.key === write.key);
    // A fresh copy: the plan shares frozen snapshot objects, which the slice's proxy must not hold.
    if (kind) setSliceValue(kind.slice().state, JSON.parse(write.raw) as unknown);
  }
  return 'restored';
}

/**
 * 'Borrar los datos de este teléfono': empties every kind of member data (the registry's) and this
 * phone's own bookkeeping about them (`extraKeys`, e.g. the sync state). The account stays signed in.
 */
export function clearPhoneData(extraKeys: readonly string[] = []): void {
  for (const kind of memberData) kind.slice().state.value = kind.initial();
  const storage = persistenceStorage();
  for (const key of extraKeys) {
    try {
      storage?.removeItem(key);
    } catch {
      // A storage that refuses access has nothing of ours to remove.
    }
  }
}
