// Each local account's member data kept apart on a shared phone (no backend). The spec's storage keys
// always hold the data of one account, named in `vita365_data_owner`; when another account signs in,
// that data is set aside under `vita365_account_data:<owner id>` and the newcomer's own comes back.
// Data older than local accounts (keys full, no owner) belongs to whoever claims it: it waits in
// `vita365_unclaimed_data` until an account answers that it is theirs.
import { t } from '../content/messages';
import { snapshot } from 'valtio';
import type { AccountData } from '../content/types/storage/account-data';
import { BACKUP_FORMAT, BACKUP_VERSION, planRestore } from '../domain/backup/backup';
import { ACCOUNT_DATA_PREFIX, DATA_OWNER_KEY, dataOwnerRecord } from './dataOwner';
import { backedUpKinds, memberData } from './memberData';
import { setSliceValue, versionKeyOf, type StorageLike } from './persistedSlice';
import { persistenceStorage } from './persistence';
import { storageGuard } from './storageValidator';
import { readStoredRecord, storedRecord, storedRecordText } from './storedRecord';
import { showToast } from './toasts';
import { validate as validateAccountData } from 'virtual:storage-validator/account-data';

export { ACCOUNT_DATA_PREFIX, DATA_OWNER_KEY };
export const UNCLAIMED_DATA_KEY = 'vita365_unclaimed_data';
/** localStorage holds about five million characters in all: a longer record is not one of ours. */
export const ACCOUNT_DATA_MAX_CHARS = 5_000_000;

/** The phone's storage refused to keep data aside; nothing was moved. */
export class AccountDataStorageError extends Error {
  constructor() {
    super(t('auth.accountDataStorageFull'));
    this.name = 'AccountDataStorageError';
  }
}

type StoredKeys = AccountData['keys'];

const isAccountData = storageGuard<AccountData>(validateAccountData);
export const accountDataKey = (accountId: string): string => `${ACCOUNT_DATA_PREFIX}${accountId}`;

/** `vita365_account_data:<account id>`: one account's data set aside (account-data.schema.json). */
export const accountDataRecords = storedRecord<AccountData>({
  key: ACCOUNT_DATA_PREFIX,
  prefix: true,
  schema: 'account-data',
  label: t('storage.accountData'),
  version: 1,
  validate: isAccountData,
  maxChars: ACCOUNT_DATA_MAX_CHARS,
});

/** `vita365_unclaimed_data`: data older than local accounts, set aside until someone claims it. */
export const unclaimedDataRecord = storedRecord<AccountData>({
  key: UNCLAIMED_DATA_KEY,
  schema: 'account-data',
  label: t('storage.unclaimedData'),
  version: 1,
  validate: isAccountData,
  maxChars: ACCOUNT_DATA_MAX_CHARS,
});

// Blocked storage: the slices live in memory only, and so does what is set aside.
const memory = new Map<string, string>();
const memoryStorage: StorageLike = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};
const storage = (): StorageLike => persistenceStorage() ?? memoryStorage;

function remove(key: string): void {
  try {
    storage().removeItem(key);
  } catch {
    // A storage that refuses access has nothing of ours to remove.
  }
}

function write(key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    throw new AccountDataStorageError();
  }
}

/** After the current task, so a sign-in's '¡Bienvenido!' does not replace it. */
function reportUnreadable(label: string): void {
  setTimeout(() =>
    showToast({
      title: t('storage.dataResetTitle'),
      description: t('storage.dataReset', { label }),
    }),
  );
}

const recordOf = (key: string) =>
  key === UNCLAIMED_DATA_KEY ? unclaimedDataRecord : accountDataRecords;

/** A stored record, or null; an unreadable or oversized one is reported and removed. */
function readRecord(key: string): AccountData | null {
  const record = recordOf(key);
  const stored = readStoredRecord(record, storage(), key);
  if (stored.kind === 'read') return stored.value;
  if (stored.kind === 'damaged') {
    remove(key);
    reportUnreadable(record.label);
  }
  return null;
}

/** The account whose data the spec's keys hold: an id, none, or 'unknown' when the marker is damaged. */
function readOwner(): string | null | 'unknown' {
  const stored = readStoredRecord(dataOwnerRecord, storage());
  if (stored.kind === 'read') return stored.value;
  if (stored.kind === 'none') return null;
  remove(DATA_OWNER_KEY);
  reportUnreadable(dataOwnerRecord.label);
  return 'unknown';
}

const writeOwner = (accountId: string): void =>
  write(DATA_OWNER_KEY, storedRecordText(dataOwnerRecord, accountId));

const hasData = (value: unknown): boolean =>
  value !== null &&
  value !== undefined &&
  !(Array.isArray(value) && value.length === 0) &&
  !(typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

/** What the spec's keys hold now, only the keys with something in them. */
function currentData(): StoredKeys {
  const keys: StoredKeys = {};
  for (const entry of memberData) {
    const value = snapshot(entry.slice().state).value;
    if (hasData(value)) keys[entry.key] = { version: entry.version, value };
  }
  return keys;
}

const isEmpty = (keys: StoredKeys): boolean => Object.keys(keys).length === 0;

/** Both sets in one, by the merge rules of a backup restore; `base` wins where they disagree. */
function mergeKeys(base: StoredKeys, incoming: StoredKeys): StoredKeys {
  const merged: StoredKeys = { ...base };
  for (const [key, stored] of Object.entries(incoming)) {
    const mine = merged[key];
    if (!stored) continue;
    if (!mine) {
      merged[key] = stored;
      continue;
    }
    if (mine.version !== stored.version) continue;
    const plan = planRestore(
      backedUpKinds(),
      { [key]: mine.value },
      {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        exportedAt: '',
        member: { email: '', cardId: null },
        data: { [key]: stored.value },
      },
    );
    if (key in plan.values) merged[key] = { version: mine.version, value: plan.values[key] };
  }
  return merged;
}

function saveRecord(key: string, accountId: string, keys: StoredKeys): void {
  const existing = readRecord(key);
  const record: AccountData = {
    accountId,
    savedAt: new Date().toISOString(),
    keys: existing ? mergeKeys(keys, existing.keys) : keys,
    ...(existing?.declinedBy ? { declinedBy: existing.declinedBy } : {}),
  };
  write(key, storedRecordText(recordOf(key), record));
}

function clearSlices(): void {
  for (const entry of memberData) setSliceValue(entry.slice().state, entry.initial());
}

/**
 * Puts stored values into the spec's keys through their slices, which write them (and report a full
 * storage as they always do). A value of an older version goes through storage, so the slice's own
 * migration reads it.
 */
function applyKeys(keys: StoredKeys): void {
  for (const entry of memberData) {
    const stored = keys[entry.key];
    if (!stored) continue;
    const slice = entry.slice();
    if (stored.version === entry.version) {
      if (slice.validate(stored.value)) setSliceValue(slice.state, structuredClone(stored.value));
      else reportUnreadable(slice.label);
      continue;
    }
    const raw = JSON.stringify(stored.value);
    write(entry.key, raw);
    write(versionKeyOf(entry.key), String(stored.version));
    slice.applyExternal(raw);
  }
}

/** Best effort: without the mark, the next sign-in treats the data as unclaimed, never as lost. */
function markOwner(accountId: string): void {
  try {
    writeOwner(accountId);
  } catch {
    // Storage full: the slices report it.
  }
}

/**
 * Makes the spec's keys hold this account's data: whatever another account left there is set aside
 * under that account first. Data with no owner is kept for this account (`claim`, the member who was
 * signed in when local accounts arrived) or set aside until someone claims it (`setAside`).
 * Throws AccountDataStorageError, with nothing moved, when the storage cannot take the copy.
 */
export function bringInAccountData(accountId: string, unowned: 'claim' | 'setAside'): void {
  const owner = readOwner();
  const current = currentData();
  const own = readRecord(accountDataKey(accountId));
  const ownerless = owner === null || owner === 'unknown';
  if (owner === accountId || (ownerless && unowned === 'claim')) {
    if (own) applyKeys(mergeKeys(current, own.keys));
    markOwner(accountId);
    remove(accountDataKey(accountId));
    return;
  }
  if (!isEmpty(current)) {
    if (ownerless) saveRecord(UNCLAIMED_DATA_KEY, '', current);
    else saveRecord(accountDataKey(owner), owner, current);
  }
  clearSlices();
  markOwner(accountId);
  if (own) applyKeys(own.keys);
  remove(accountDataKey(accountId));
}

/**
 * Sign-out: the data on screen goes aside under its owner and the keys are emptied. When the storage
 * cannot take the copy, the data stays where it is, marked as this account's, and the next sign-in
 * sets it aside (or is refused) before anyone else sees it.
 */
export function setAsideAccountData(accountId: string): void {
  const marked = readOwner();
  const owner = marked === null || marked === 'unknown' ? accountId : marked;
  const current = currentData();
  try {
    if (!isEmpty(current)) saveRecord(accountDataKey(owner), owner, current);
  } catch (error) {
    markOwner(owner);
    throw error;
  }
  clearSlices();
  remove(DATA_OWNER_KEY);
}

/** Whether data from before local accounts waits for an answer from this account. */
export function unclaimedDataWaitsFor(accountId: string): boolean {
  const record = readRecord(UNCLAIMED_DATA_KEY);
  return record !== null && !(record.declinedBy ?? []).includes(accountId);
}

/** 'Sí, son míos': the unclaimed data joins the data of the account now in the keys. */
export function claimUnclaimedData(accountId: string): void {
  const record = readRecord(UNCLAIMED_DATA_KEY);
  if (!record) return;
  applyKeys(mergeKeys(currentData(), record.keys));
  markOwner(accountId);
  remove(UNCLAIMED_DATA_KEY);
}

/** 'No son míos': the data stays aside, and this account is not asked again. */
export function declineUnclaimedData(accountId: string): void {
  const record = readRecord(UNCLAIMED_DATA_KEY);
  if (!record) return;
  const declinedBy = [...new Set([...(record.declinedBy ?? []), accountId])];
  write(UNCLAIMED_DATA_KEY, storedRecordText(unclaimedDataRecord, { ...record, declinedBy }));
}
