/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * An ISO 8601 instant as Date.prototype.toISOString writes it.
 */
export type Instant = string;

/**
 * `vita365_sync` (hosted mode only): what this browser knows about the signed-in member's rows in the hosted tables, so it can tell its own changes from the server's and retry what did not reach the server. The entries themselves stay under their own storage keys. Version 1.
 */
export interface SyncState {
  /**
   * The id of the member whose data this browser holds (auth user id).
   */
  owner: string;
  /**
   * Per hosted table name.
   */
  tables: {
    [k: string]: TableSyncRecord | undefined;
  };
  retry: RetryRecord;
}
export interface TableSyncRecord {
  /**
   * The version held of every row seen, deletions included, by row id.
   */
  known: {
    [k: string]: KnownVersionRecord | undefined;
  };
  /**
   * Changes not accepted by the server yet, by row id.
   */
  pending: {
    [k: string]: SyncRowRecord | undefined;
  };
  /**
   * Changes the server refused as invalid, by row id.
   */
  rejected: {
    [k: string]: SyncRowRecord | undefined;
  };
  /**
   * The greatest synced_at pulled so far, as the server wrote it.
   */
  cursor: string | null;
}
export interface KnownVersionRecord {
  updatedAt: Instant;
  deletedAt: Instant | null;
  fingerprint: string;
}
export interface SyncRowRecord {
  id: string;
  /**
   * The entry as kept under its storage key (any JSON value); null when deleted.
   */
  entry: {} | unknown[] | string | number | boolean | null;
  updatedAt: Instant;
  deletedAt: Instant | null;
}
export interface RetryRecord {
  attempts: number;
  nextTryAt: Instant | null;
}
