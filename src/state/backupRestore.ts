// 'Mis datos' on this phone: the data file of what the slices hold, the check of a picked file, and
// a restore written all at once or not at all. The rules themselves are pure (domain/backup.ts).
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
} from '../domain/backup';
import { backedUpSlices } from './backupSlices';
import { backupSchemaProblems } from './backupSchema';
import { firedRemindersSlice } from './firedReminders';
import { versionKeyOf, type StorageLike } from './persistedSlice';
import { persistenceStorage } from './persistence';
import { sleepSessionSlice } from './sleepSession';

/** What every backed-up slice holds now, by storage key. */
export function backupValues(): SliceValues {
  return Object.fromEntries(
    backedUpSlices.map((entry) => [entry.key, snapshot(entry.slice().state).value]),
  );
}

export interface MemberBackup {
  readonly file: BackupFile;
  /** Stored entries the app cannot read, kept on the phone but not in the file. */
  readonly leftOut: number;
}

export function memberBackup(member: BackupMember, now: Date): MemberBackup {
  const values = backupValues();
  return {
    file: buildBackup(backedUpSlices, values, member, now),
    leftOut: entriesLeftOut(backedUpSlices, values),
  };
}

/** Checks a picked file's text against the format and every slice's storage schema. */
export function checkBackupFile(text: string, byteLength: number): BackupCheck {
  return checkBackup(text, byteLength, backedUpSlices, backupSchemaProblems);
}

export interface RestorePreview {
  readonly plan: RestorePlan;
  /** 'Se agregarán 3 medicinas y 12 mediciones.' */
  readonly summary: string;
}

export function previewRestore(file: BackupFile): RestorePreview {
  const plan = planRestore(backedUpSlices, backupValues(), file);
  return { plan, summary: restoreSummary(backedUpSlices, plan) };
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
  const writes = backedUpSlices.flatMap((entry): PlannedWrite[] =>
    entry.key in plan.values
      ? [{ key: entry.key, version: entry.version, raw: JSON.stringify(plan.values[entry.key]) }]
      : [],
  );
  const storage = persistenceStorage();
  if (storage && !writeAllOrNothing(storage, writes)) return 'storage-failed';
  for (const write of writes) {
    const entry = backedUpSlices.find((candidate) => candidate.key === write.key);
    // A fresh copy: the plan shares frozen snapshot objects, which the slice's proxy must not hold.
    if (entry) entry.slice().state.value = JSON.parse(write.raw) as unknown;
  }
  return 'restored';
}

/**
 * 'Borrar los datos de este teléfono': empties every backed-up slice and this phone's own
 * bookkeeping about them (`extraKeys`, e.g. the sync state). The account stays signed in.
 */
export function clearPhoneData(extraKeys: readonly string[] = []): void {
  for (const entry of backedUpSlices) entry.slice().state.value = entry.empty();
  sleepSessionSlice().state.value = null;
  firedRemindersSlice().state.value = [];
  const storage = persistenceStorage();
  for (const key of extraKeys) {
    try {
      storage?.removeItem(key);
    } catch {
      // A storage that refuses access has nothing of ours to remove.
    }
  }
}
