// How each hosted kind of member data (the registry, state/memberData.ts) maps onto its table: the
// value splits into rows (an id and an entry each) and rows make the value again. The row shape
// follows the kind's merge rule: lists of entries by their identity, counts, sets of ids, and maps
// of id sets.
import type { MergeRule } from '../domain/backup/backup';
import type { LocalEntry } from '../domain/sync/syncMerge';
import { hostedKinds, memberData, type HostedKind, type MemberDataKind } from '../state/memberData';

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

type RowShape = Pick<SyncTable, 'toRows' | 'fromRows'>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list of entries, each row one entry; its `identity` field gives the id (none: not synced). */
const entriesRows = (identity: string): RowShape => ({
  toRows: (value) =>
    (Array.isArray(value) ? value : []).flatMap((entry: unknown) => {
      if (!isRecord(entry)) return [];
      const id = entry[identity];
      return (typeof id === 'string' && id !== '') || typeof id === 'number'
        ? [{ id: String(id), entry }]
        : [];
    }),
  fromRows: (rows) => rows.map((row) => row.entry),
});

/** A map from a name to a count of uses: one row per name, the entry is the count. */
const countsRows: RowShape = {
  toRows: (value) =>
    Object.entries(isRecord(value) ? value : {}).flatMap(([id, count]) =>
      typeof count === 'number' && Number.isFinite(count) ? [{ id, entry: count }] : [],
    ),
  fromRows: (rows) => Object.fromEntries(rows.map((row) => [row.id, Number(row.entry)])),
};

/** A list of unique ids: one row per id, the entry is the id itself. */
const idSetRows: RowShape = {
  toRows: (value) =>
    (Array.isArray(value) ? value : []).flatMap((id: unknown) =>
      typeof id === 'string' && id !== '' ? [{ id, entry: id }] : [],
    ),
  fromRows: (rows) => rows.map((row) => row.id),
};

/** A map from a key to a list of unique ids: one row per key, the entry is its list. */
const idSetMapRows: RowShape = {
  toRows: (value) =>
    Object.entries(isRecord(value) ? value : {}).flatMap(([id, ids]) =>
      Array.isArray(ids) ? [{ id, entry: ids.filter((item) => typeof item === 'string') }] : [],
    ),
  fromRows: (rows) =>
    Object.fromEntries(
      rows.map((row) => [row.id, Array.isArray(row.entry) ? (row.entry as string[]) : []]),
    ),
};

function rowShapeOf(kind: MemberDataKind, merge: MergeRule): RowShape {
  switch (merge.kind) {
    case 'entries':
      return entriesRows(merge.identity);
    case 'counts':
      return countsRows;
    case 'idSet':
      return idSetRows;
    case 'idSetMap':
      return idSetMapRows;
    case 'value':
      throw new Error(`${kind.key}: one value has no rows; it cannot have a hosted table`);
  }
}

/** Checks of one pulled entry, by table name. */
export type EntryChecks = Readonly<Record<string, (entry: unknown) => boolean>>;

export function syncTableOf(kind: HostedKind, accepts?: (entry: unknown) => boolean): SyncTable {
  return {
    table: kind.hosted.table,
    storageKey: kind.key,
    ...rowShapeOf(kind, kind.merge),
    ...(accepts ? { accepts } : {}),
  };
}

/**
 * Every hosted kind of member data with its table (supabase/migrations/*_member_data.sql) and
 * storage key, in the registry's order. `checks` are what a pulled entry must pass to be kept.
 */
export function memberDataTables(
  checks: EntryChecks = {},
  kinds: readonly MemberDataKind[] = memberData,
): SyncTable[] {
  return hostedKinds(kinds).map((kind) => syncTableOf(kind, checks[kind.hosted.table]));
}

/**
 * The storage schemas as checks of a pulled entry: kept only when the kind's schema accepts it as
 * the value's one entry, so nothing the pages cannot read comes in from the server.
 */
export function schemaChecks(kinds: readonly MemberDataKind[] = memberData): EntryChecks {
  return Object.fromEntries(
    hostedKinds(kinds).map((kind) => {
      const { fromRows } = syncTableOf(kind);
      return [
        kind.hosted.table,
        (entry: unknown) => kind.validate(fromRows([{ id: 'pulled', entry }])),
      ];
    }),
  );
}
