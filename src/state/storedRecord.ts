// A stored key kept by its own code rather than a persisted slice: hosted sync's bookkeeping, the
// local accounts' data set aside (one key per account), which account the data belongs to. Declared
// like a slice (key, schema, version, `validate`), listed in storedKeys.ts, and read through
// `readStoredRecord`, so a value is never used before it passed its schema.
import type { StorageLike } from './persistedSlice';

export interface StoredRecord<T> {
  /** The storage key, or with `prefix` the start of a family of keys (`<key><account id>`). */
  readonly key: string;
  readonly prefix?: boolean;
  /** `$id` of `schemas/storage/<schema>.schema.json`, which `validate` is compiled from. */
  readonly schema: string;
  /** What the member would call it, in Spanish, for messages. */
  readonly label: string;
  /** Written to `<key>__version` by its writer when it is not 1 (or always, for `vita365_sync`). */
  readonly version: number;
  readonly validate: (value: unknown) => value is T;
  /** Stored as the bare text rather than as JSON (a value that was always kept so). */
  readonly text?: boolean;
  /** A longer stored text is not one of ours and is not parsed. */
  readonly maxChars?: number;
}

export function storedRecord<T>(declaration: StoredRecord<T>): StoredRecord<T> {
  return declaration;
}

export type RecordRead<T> =
  | { readonly kind: 'none' }
  | { readonly kind: 'read'; readonly value: T }
  /** Stored but unreadable: not JSON, too long, or not of its schema. */
  | { readonly kind: 'damaged' };

/** The value under `key` (the record's own key by default), checked against its schema. */
export function readStoredRecord<T>(
  record: StoredRecord<T>,
  storage: StorageLike,
  key: string = record.key,
): RecordRead<T> {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return { kind: 'none' };
  }
  if (raw === null) return { kind: 'none' };
  if (record.maxChars !== undefined && raw.length > record.maxChars) return { kind: 'damaged' };
  let value: unknown = raw;
  if (!record.text) {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return { kind: 'damaged' };
    }
  }
  return record.validate(value) ? { kind: 'read', value } : { kind: 'damaged' };
}

/** The text to store for `value`. */
export function storedRecordText<T>(record: StoredRecord<T>, value: T): string {
  return record.text && typeof value === 'string' ? value : JSON.stringify(value);
}
