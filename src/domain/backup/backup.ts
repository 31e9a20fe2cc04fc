// The member's data file ('Descargar mis datos' / 'Restaurar mis datos'): building it, checking a file
// someone picked, and merging it into what this phone holds. Restoring only ever adds or refreshes:
// nothing on the phone is deleted, and a file with any problem changes nothing at all. A refusal is a
// code and the restore summary's words come from the caller (content/messages/backup.json).
import { joinSpanish } from '../format/joinSpanish';
import { localDay } from '../format/zonedTime';

export const BACKUP_FORMAT = 'vita365-datos';
export const BACKUP_VERSION = 1;
/** Larger files are refused before they are read (a member's data is a few hundred KB at most). */
export const BACKUP_MAX_BYTES = 5 * 1024 * 1024;

/** How one slice of member data combines with the same slice from a file. Plain data, named by field. */
export type MergeRule =
  /** A list of entries with an identity; on a clash the more recent entry wins, else the phone's. */
  | {
      readonly kind: 'entries';
      /** The field that tells entries apart ('id'); '7' and 7 are the same entry. */
      readonly identity: string;
      /** Date fields saying when the entry last changed, the first that parses counts; none: no date. */
      readonly recency?: readonly string[];
    }
  /** A map from a name to a count of uses: the larger count wins. */
  | { readonly kind: 'counts' }
  /** A list of unique ids: the union. */
  | { readonly kind: 'idSet' }
  /** A map from a key to a list of unique ids: the union per key. */
  | { readonly kind: 'idSetMap' }
  /** One value (a height): the phone keeps its own when it has one. */
  | { readonly kind: 'value' };

export type EntriesRule = Extract<MergeRule, { kind: 'entries' }>;

const fieldOf = (entry: unknown, name: string): unknown =>
  typeof entry === 'object' && entry !== null
    ? (entry as Record<string, unknown>)[name]
    : undefined;

/** The entry's identity as a string: ids are strings or numbers in stored data. */
export function entryIdentity(rule: EntriesRule, entry: unknown): string {
  return String(fieldOf(entry, rule.identity));
}

/** Milliseconds of the entry's first date field that parses; undefined when it has none. */
export function entryRecency(rule: EntriesRule, entry: unknown): number | undefined {
  for (const name of rule.recency ?? []) {
    const value = fieldOf(entry, name);
    const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
    if (Number.isFinite(time)) return time;
  }
  return undefined;
}

/** How the data file treats one slice. */
export interface BackupTerms {
  /**
   * For a list: whether an entry goes into the file (its storage schema). An entry the app cannot read
   * stays on the phone but is left out, so every file this app writes can be restored.
   */
  readonly keepEntry?: (entry: unknown) => boolean;
}

export interface BackupSliceRule {
  /** The spec's storage key, used as-is in the file. */
  readonly key: string;
  readonly merge: MergeRule;
  readonly backup: BackupTerms;
}

export interface BackupMember {
  readonly email: string;
  readonly cardId: string | null;
}

export type SliceValues = Readonly<Record<string, unknown>>;

export interface BackupFile {
  readonly format: typeof BACKUP_FORMAT;
  readonly version: typeof BACKUP_VERSION;
  readonly exportedAt: string;
  readonly member: BackupMember;
  readonly data: SliceValues;
}

/** The file for this member at `now`: every slice that holds something, under its storage key. */
export function buildBackup(
  rules: readonly BackupSliceRule[],
  values: SliceValues,
  member: BackupMember,
  now: Date,
): BackupFile {
  const data: Record<string, unknown> = {};
  for (const rule of rules) {
    const value = values[rule.key];
    if (value === undefined || value === null) continue;
    const { keepEntry } = rule.backup;
    data[rule.key] = keepEntry && Array.isArray(value) ? value.filter(keepEntry) : value;
  }
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: now.toISOString(),
    member,
    data,
  };
}

/** How many stored entries `buildBackup` leaves out because the app cannot read them. */
export function entriesLeftOut(rules: readonly BackupSliceRule[], values: SliceValues): number {
  let count = 0;
  for (const rule of rules) {
    const value = values[rule.key];
    const { keepEntry } = rule.backup;
    if (keepEntry && Array.isArray(value))
      count += value.filter((entry) => !keepEntry(entry)).length;
  }
  return count;
}

/** Whether the file was written for another account (e-mails compared as the auth server does). */
export function isFromAnotherMember(file: BackupFile, member: BackupMember): boolean {
  return file.member.email.trim().toLowerCase() !== member.email.trim().toLowerCase();
}

/** `vita365-datos-2026-11-23.json`, dated in the member's own calendar day. */
export function backupFileName(now: Date, timeZone: string): string {
  return `vita365-datos-${localDay(now.getTime(), timeZone)}.json`;
}

/** Where the file's schema check failed: a JSON pointer such as `/data/vita365_medicines/2/time`. */
export type BackupSchemaCheck = (value: unknown) => readonly string[];

export type BackupCheck =
  | {
      readonly ok: true;
      /** The file without its damaged entries. */
      readonly file: BackupFile;
      /** Entries of lists that failed their storage schema (or `keepEntry`): left out, never stored. */
      readonly skipped: number;
    }
  | { readonly ok: false; readonly refusal: BackupRefusal };

/** Why a picked file is refused; in every case nothing on the phone changed. */
export type BackupRefusal =
  /** Larger than BACKUP_MAX_BYTES: said before the file is read. */
  | { readonly code: 'tooLarge' }
  | { readonly code: 'notJson' }
  | { readonly code: 'notBackup' }
  /** A version of the format this app does not know, as the file writes it. */
  | { readonly code: 'unknownVersion'; readonly version: string }
  | { readonly code: 'wrongShape' }
  /** Damaged data in the slice under storage key `key`; `entry` counts from 1, when one is named. */
  | { readonly code: 'damaged'; readonly key: string; readonly entry?: number };

const refuse = (refusal: BackupRefusal): BackupCheck => ({ ok: false, refusal });

/** The refusal of a file too large to be a data file, said before it is read; else undefined. */
export function backupSizeProblem(byteLength: number): BackupRefusal | undefined {
  return byteLength > BACKUP_MAX_BYTES ? { code: 'tooLarge' } : undefined;
}

function entryProblem(rules: readonly BackupSliceRule[], pointer: string): BackupRefusal {
  const [, root, key, index] = pointer.split('/');
  const rule = rules.find((candidate) => candidate.key === key);
  if (root !== 'data' || !rule) return { code: 'wrongShape' };
  return index !== undefined && /^\d+$/.test(index)
    ? { code: 'damaged', key: rule.key, entry: Number(index) + 1 }
    : { code: 'damaged', key: rule.key };
}

/**
 * The file without the entries of its lists that fail their storage schema (each entry checked alone,
 * as a file holding only that entry) or their kind's `keepEntry` (what the screens can show), and how
 * many were left out. Anything else that is wrong stays for the whole file's check to refuse.
 */
function withoutDamagedEntries(
  file: Dict,
  rules: readonly BackupSliceRule[],
  checkSchema: BackupSchemaCheck,
  checkEveryEntry: boolean,
): { file: Dict; skipped: number } {
  const data = isDict(file.data) ? file.data : undefined;
  if (!data) return { file, skipped: 0 };
  const cleaned: Dict = { ...data };
  let skipped = 0;
  for (const rule of rules) {
    const list = data[rule.key];
    if (!Array.isArray(list)) continue;
    const { keepEntry } = rule.backup;
    const kept = list.filter(
      (entry) =>
        (!checkEveryEntry ||
          checkSchema({ ...file, data: { [rule.key]: [entry] } }).length === 0) &&
        (keepEntry === undefined || keepEntry(entry)),
    );
    skipped += list.length - kept.length;
    cleaned[rule.key] = kept;
  }
  return { file: { ...file, data: cleaned }, skipped };
}

/**
 * Checks a picked file before anything is touched: its size, that it is JSON, that it is this format
 * and version, and that every entry passes its storage schema (`checkSchema`). An entry of a list that
 * does not is left out and counted (`skipped`), never stored; any other problem refuses the file.
 */
export function checkBackup(
  text: string,
  byteLength: number,
  rules: readonly BackupSliceRule[],
  checkSchema: BackupSchemaCheck,
): BackupCheck {
  const tooLarge = backupSizeProblem(byteLength);
  if (tooLarge !== undefined) return refuse(tooLarge);
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    return refuse({ code: 'notJson' });
  }
  if (!isDict(value) || value.format !== BACKUP_FORMAT) return refuse({ code: 'notBackup' });
  if (value.version !== BACKUP_VERSION)
    return refuse({ code: 'unknownVersion', version: String(value.version) });
  const cleaned = withoutDamagedEntries(value, rules, checkSchema, checkSchema(value).length > 0);
  const problems = checkSchema(cleaned.file);
  if (problems.length > 0) return refuse(entryProblem(rules, problems[0] ?? ''));
  return { ok: true, file: cleaned.file as unknown as BackupFile, skipped: cleaned.skipped };
}

type Dict = Record<string, unknown>;
const isDict = (value: unknown): value is Dict =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** An empty object or list is what a slice holds before the member saves anything: no value. */
const hasValue = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  !(Array.isArray(value) && value.length === 0) &&
  !(isDict(value) && Object.keys(value).length === 0);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asDict = (value: unknown): Dict => (isDict(value) ? value : {});

export interface SliceChange {
  readonly key: string;
  readonly added: number;
  readonly updated: number;
}

function mergeEntries(
  rule: EntriesRule,
  local: unknown,
  incoming: unknown,
): { value: unknown[]; added: number; updated: number } {
  const identity = (entry: unknown) => entryIdentity(rule, entry);
  const merged = [...asList(local)];
  const position = new Map(merged.map((entry, index) => [identity(entry), index]));
  // Ids this file adds: a later duplicate in the same file replaces it without counting as an update.
  const addedIds = new Set<string>();
  let updated = 0;
  for (const entry of asList(incoming)) {
    const id = identity(entry);
    const at = position.get(id);
    if (at === undefined) {
      position.set(id, merged.length);
      merged.push(entry);
      addedIds.add(id);
      continue;
    }
    const fileTime = entryRecency(rule, entry);
    const phoneTime = entryRecency(rule, merged[at]);
    if (fileTime !== undefined && (phoneTime === undefined || fileTime > phoneTime)) {
      if (!addedIds.has(id) && JSON.stringify(merged[at]) !== JSON.stringify(entry)) updated += 1;
      merged[at] = entry;
    }
  }
  const added = addedIds.size;
  return { value: merged, added, updated };
}

function mergeCounts(local: unknown, incoming: unknown) {
  const value: Record<string, number> = {};
  for (const [id, count] of Object.entries(asDict(local))) value[id] = Number(count);
  let added = 0;
  let updated = 0;
  for (const [id, raw] of Object.entries(asDict(incoming))) {
    const count = Number(raw);
    if (!(id in value)) added += 1;
    else if (count > (value[id] ?? 0)) updated += 1;
    else continue;
    value[id] = count;
  }
  return { value, added, updated };
}

function union(local: unknown, incoming: unknown): { value: unknown[]; added: number } {
  const value = [...asList(local)];
  const seen = new Set(value);
  let added = 0;
  for (const id of asList(incoming)) {
    if (seen.has(id)) continue;
    seen.add(id);
    value.push(id);
    added += 1;
  }
  return { value, added };
}

function mergeIdSetMap(local: unknown, incoming: unknown) {
  const value: Record<string, unknown[]> = {};
  for (const [key, ids] of Object.entries(asDict(local))) value[key] = asList(ids);
  let added = 0;
  for (const [key, ids] of Object.entries(asDict(incoming))) {
    const merged = union(value[key], ids);
    value[key] = merged.value;
    added += merged.added;
  }
  return { value, added, updated: 0 };
}

function mergeSlice(rule: BackupSliceRule, local: unknown, incoming: unknown) {
  switch (rule.merge.kind) {
    case 'entries':
      return mergeEntries(rule.merge, local, incoming);
    case 'counts':
      return mergeCounts(local, incoming);
    case 'idSet':
      return { ...union(local, incoming), updated: 0 };
    case 'idSetMap':
      return mergeIdSetMap(local, incoming);
    case 'value': {
      const takeFile =
        !hasValue(local) && (hasValue(incoming) || local === undefined || local === null);
      const added = takeFile && hasValue(incoming) ? 1 : 0;
      return { value: takeFile ? incoming : local, added, updated: 0 };
    }
  }
}

export interface RestorePlan {
  /** The new value of every slice the file touches, keyed by storage key. */
  readonly values: SliceValues;
  /** What changes, slice by slice, in the rules' order (only slices with a change). */
  readonly changes: readonly SliceChange[];
}

/** What restoring `file` onto the phone's `current` slices gives; nothing is written here. */
export function planRestore(
  rules: readonly BackupSliceRule[],
  current: SliceValues,
  file: BackupFile,
): RestorePlan {
  const values: Record<string, unknown> = {};
  const changes: SliceChange[] = [];
  for (const rule of rules) {
    if (!(rule.key in file.data)) continue;
    const merged = mergeSlice(rule, current[rule.key], file.data[rule.key]);
    values[rule.key] = merged.value;
    if (merged.added + merged.updated > 0)
      changes.push({ key: rule.key, added: merged.added, updated: merged.updated });
  }
  return { values, changes };
}

/**
 * The words of the restore summary, before the restore (what will change) or after it (what changed,
 * issue 43: past tense).
 */
export interface RestoreSummaryWords {
  /** '3 medicinas': `count` entries of the slice under storage key `key`. */
  readonly amount: (key: string, count: number) => string;
  /** 'se agregarán 3 medicinas y 1 cita': the clause's verb agrees with `total`. */
  readonly added: (total: number, things: string) => string;
  /** 'se actualizará 1 cita'. */
  readonly updated: (total: number, things: string) => string;
  /** The whole summary when the file brings nothing new. */
  readonly nothingNew: string;
}

/**
 * 'Se agregarán 3 medicinas y 12 mediciones; se actualizará 1 cita.' before the restore, and
 * 'Se agregaron 3 medicinas y 12 mediciones; se actualizó 1 cita.' after it: the clauses joined by
 * a semicolon, the first letter capitalised, a full stop at the end.
 */
export function restoreSummary(plan: RestorePlan, words: RestoreSummaryWords): string {
  const total = (field: 'added' | 'updated') =>
    plan.changes.reduce((sum, change) => sum + change[field], 0);
  const phrases = (field: 'added' | 'updated') =>
    joinSpanish(plan.changes.filter((c) => c[field] > 0).map((c) => words.amount(c.key, c[field])));
  const clauses: string[] = [];
  if (total('added') > 0) clauses.push(words.added(total('added'), phrases('added')));
  if (total('updated') > 0) clauses.push(words.updated(total('updated'), phrases('updated')));
  if (clauses.length === 0) return words.nothingNew;
  const text = clauses.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
