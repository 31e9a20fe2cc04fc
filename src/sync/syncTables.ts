// How each kind of member data kept in the browser maps onto its hosted table: which storage key, how
// the value splits into rows (an id and an entry each) and how rows make the value again. The four
// builders follow the four shapes of member data, named as in the data file's merge rules
// (backup.ts): lists of entries, counts, sets of ids, and maps of id sets.
import type { LocalEntry } from '../domain/syncMerge';

export interface SyncTable<V = unknown> {
  /** The table in the hosted Postgres (supabase/migrations/). */
  readonly table: string;
  /** The spec's storage key of the browser's value. */
  readonly storageKey: string;
  /** The browser's value as rows; data it cannot read gives no rows (it never throws). */
  readonly toRows: (value: unknown) => LocalEntry[];
  /** The browser's value made from rows, in their order; fromRows([]) is the empty value. */
  readonly fromRows: (rows: readonly LocalEntry[]) => V;
  /** Whether a pulled entry is fit to keep in this browser (its storage schema); others are skipped. */
  readonly accepts?: (entry: unknown) => boolean;
}

interface TableNames {
  readonly table: string;
  readonly storageKey: string;
  readonly accepts?: (entry: unknown) => boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const names = ({ table, storageKey, accepts }: TableNames) => ({
  table,
  storageKey,
  ...(accepts ? { accepts } : {}),
});

/** A list of entries, each row one entry; `identity` gives its id (undefined: not synced). */
export function entriesTable(
  options: TableNames & { readonly identity: (entry: Record<string, unknown>) => unknown },
): SyncTable<unknown[]> {
  return {
    ...names(options),
    toRows: (value) =>
      (Array.isArray(value) ? value : []).flatMap((entry: unknown) => {
        if (!isRecord(entry)) return [];
        const id = options.identity(entry);
        return (typeof id === 'string' && id !== '') || typeof id === 'number'
          ? [{ id: String(id), entry }]
          : [];
      }),
    fromRows: (rows) => rows.map((row) => row.entry),
  };
}

/** A map from a name to a count of uses: one row per name, the entry is the count. */
export function countsTable(options: TableNames): SyncTable<Record<string, number>> {
  return {
    ...names(options),
    toRows: (value) =>
      Object.entries(isRecord(value) ? value : {}).flatMap(([id, count]) =>
        typeof count === 'number' && Number.isFinite(count) ? [{ id, entry: count }] : [],
      ),
    fromRows: (rows) => Object.fromEntries(rows.map((row) => [row.id, Number(row.entry)])),
  };
}

/** A list of unique ids: one row per id, the entry is the id itself. */
export function idSetTable(options: TableNames): SyncTable<string[]> {
  return {
    ...names(options),
    toRows: (value) =>
      (Array.isArray(value) ? value : []).flatMap((id: unknown) =>
        typeof id === 'string' && id !== '' ? [{ id, entry: id }] : [],
      ),
    fromRows: (rows) => rows.map((row) => row.id),
  };
}

/** A map from a key to a list of unique ids: one row per key, the entry is its list. */
export function idSetMapTable(options: TableNames): SyncTable<Record<string, string[]>> {
  return {
    ...names(options),
    toRows: (value) =>
      Object.entries(isRecord(value) ? value : {}).flatMap(([id, ids]) =>
        Array.isArray(ids) ? [{ id, entry: ids.filter((item) => typeof item === 'string') }] : [],
      ),
    fromRows: (rows) =>
      Object.fromEntries(
        rows.map((row) => [row.id, Array.isArray(row.entry) ? (row.entry as string[]) : []]),
      ),
  };
}

export type MemberDataTable =
  | 'medicines'
  | 'appointments'
  | 'measurements'
  | 'sleep_summaries'
  | 'triage_events'
  | 'coverage_usage'
  | 'wellness_favorites'
  | 'wellness_completed'
  | 'wellness_checked';

export type EntryChecks = Partial<Record<MemberDataTable, (entry: unknown) => boolean>>;

const byId = (entry: Record<string, unknown>) => entry.id;

/**
 * Every kind of member data with its table (supabase/migrations/*_member_data.sql) and storage key.
 * `checks` are the storage schemas' validators of one entry, so nothing unreadable is pulled in.
 */
export function memberDataTables(checks: EntryChecks = {}): SyncTable[] {
  const at = (table: MemberDataTable, storageKey: string) => ({
    table,
    storageKey,
    ...(checks[table] ? { accepts: checks[table] } : {}),
  });
  return [
    entriesTable({ ...at('medicines', 'vita365_medicines'), identity: byId }),
    entriesTable({ ...at('appointments', 'vita365_appointments'), identity: byId }),
    entriesTable({ ...at('measurements', 'vita-measurements'), identity: byId }),
    entriesTable({ ...at('sleep_summaries', 'vita-sleep-history'), identity: byId }),
    entriesTable({ ...at('triage_events', 'vita-triage_events'), identity: byId }),
    countsTable(at('coverage_usage', 'vita365_coverage')),
    // Favourites are told apart by slug (spec §4: add with dedupe by slug, remove by slug).
    entriesTable({ ...at('wellness_favorites', 'vita365_favorites'), identity: (f) => f.slug }),
    idSetTable(at('wellness_completed', 'vita365_completed')),
    idSetMapTable(at('wellness_checked', 'vita365_checked_items')),
  ];
}
