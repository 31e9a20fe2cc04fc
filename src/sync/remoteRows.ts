// The two calls the sync engine makes through supabase-js: read the member's rows changed since a
// cursor (page by page, oldest change first) and upsert rows. Failures come back as a SyncFailure
// saying whether trying again later can help.
import type { SupabaseClient } from '@supabase/supabase-js';
import { normalizeInstant, type SyncRow } from '../domain/sync/syncMerge';

/** Rows the server accepted are read again this long after, in case a slower write landed before them. */
export const PULL_OVERLAP_MS = 60_000;
/** Supabase answers at most 1,000 rows per request by default. */
export const PAGE_SIZE = 1_000;
/** Rows per upsert request. */
export const PUSH_BATCH = 500;

export type FailureKind =
  /** No answer: offline, or the server unreachable. */
  | 'offline'
  /** The server answered with an error that may pass (5xx, expired session, …): try again later. */
  | 'server'
  /** The server refused the data itself (a check or type error): trying again cannot help. */
  | 'invalid'
  /**
   * The member reached a limit of what their account may store (issue 40's quotas): the rows wait on
   * the phone until room is made (a deletion) or a while has passed.
   */
  | 'quota'
  /** The member may no longer write the table (a table this app version should not write). */
  | 'forbidden';

export interface SyncFailure {
  readonly kind: FailureKind;
  readonly status: number;
  readonly code: string;
  readonly message: string;
}

interface PostgrestFailure {
  readonly code?: string;
  readonly message?: string;
}

/** The SQLSTATEs of the member-data quotas (supabase/migrations/*_member_quotas.sql). */
export const QUOTA_CODES: ReadonlySet<string> = new Set(['23Q01', '23Q02']);
/** Postgres's insufficient_privilege: the table is not writable by members (any more). */
export const FORBIDDEN_CODE = '42501';

/** Data exceptions (22) and integrity violations (23) are about the rows, not the moment. */
export function failureOf(status: number, error: PostgrestFailure): SyncFailure {
  const code = error.code ?? '';
  const kind: FailureKind =
    status === 0
      ? 'offline'
      : status >= 500
        ? 'server'
        : QUOTA_CODES.has(code)
          ? 'quota'
          : code === FORBIDDEN_CODE
            ? 'forbidden'
            : /^2[23]/.test(code)
              ? 'invalid'
              : 'server';
  return { kind, status, code, message: error.message ?? '' };
}

/** A row as the tables hold it, plus when the server accepted it. */
export interface PulledRow {
  readonly row: SyncRow;
  readonly syncedAt: string;
}

interface RawRow {
  id?: unknown;
  entry?: unknown;
  updated_at?: unknown;
  deleted_at?: unknown;
  synced_at?: unknown;
}

function pulledRow(raw: RawRow): PulledRow | null {
  const { id, entry, updated_at: updatedAt, deleted_at: deletedAt, synced_at: syncedAt } = raw;
  if (typeof id !== 'string' || typeof updatedAt !== 'string' || typeof syncedAt !== 'string')
    return null;
  try {
    const deleted = typeof deletedAt === 'string' ? normalizeInstant(deletedAt) : null;
    return {
      row: {
        id,
        entry: deleted === null ? (entry ?? null) : null,
        updatedAt: normalizeInstant(updatedAt),
        deletedAt: deleted,
      },
      syncedAt,
    };
  } catch {
    return null;
  }
}

export type PullResult =
  | { readonly ok: true; readonly rows: PulledRow[] }
  | { readonly ok: false; readonly failure: SyncFailure };

/** A value in double quotes for a PostgREST logic tree, so commas and parentheses stay inside. */
const quoted = (value: string) => `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;

/**
 * The member's rows of `table` accepted since `cursor` (all of them without one), each id once at
 * its latest. Pages follow (synced_at, id), so rows written meanwhile or sharing a synced_at are
 * neither skipped nor read twice.
 */
export async function pullRows(
  client: SupabaseClient,
  table: string,
  userId: string,
  cursor: string | null,
  pageSize = PAGE_SIZE,
): Promise<PullResult> {
  const byId = new Map<string, PulledRow>();
  const since =
    cursor === null ? null : new Date(Date.parse(cursor) - PULL_OVERLAP_MS).toISOString();
  let after: { readonly syncedAt: string; readonly id: string } | null = null;
  for (;;) {
    let query = client
      .from(table)
      .select('id, entry, updated_at, deleted_at, synced_at')
      .eq('user_id', userId);
    if (since !== null) query = query.gte('synced_at', since);
    if (after !== null) {
      const at = quoted(after.syncedAt);
      query = query.or(`synced_at.gt.${at},and(synced_at.eq.${at},id.gt.${quoted(after.id)})`);
    }
    // The engine has its own back-off; supabase-js would otherwise wait 1, 2 and 4 s on a 503 first.
    const { data, error, status } = await query
      .order('synced_at')
      .order('id')
      .limit(pageSize)
      .retry(false);
    if (error) return { ok: false, failure: failureOf(status, error) };
    const page = (data ?? []) as RawRow[];
    for (const raw of page) {
      const pulled = pulledRow(raw);
      const held = pulled ? byId.get(pulled.row.id) : undefined;
      if (pulled && (!held || Date.parse(pulled.syncedAt) >= Date.parse(held.syncedAt)))
        byId.set(pulled.row.id, pulled);
    }
    const last = page.at(-1);
    if (
      page.length < pageSize ||
      typeof last?.synced_at !== 'string' ||
      typeof last.id !== 'string'
    )
      break;
    after = { syncedAt: last.synced_at, id: last.id };
  }
  return { ok: true, rows: [...byId.values()] };
}

export type PushResult =
  | {
      readonly ok: true;
      /** The rows the server stored, with the stamps it stored them with (see pushRows). */
      readonly accepted: PulledRow[];
    }
  | { readonly ok: false; readonly failure: SyncFailure };

/**
 * Upserts the rows for the member. The table's trigger skips any older than what it holds and dates
 * none after the server's clock (a device clock running ahead), so the stored rows come back: their
 * stamps are the versions the server now holds, and their synced_at tells the server's time.
 */
export async function pushRows(
  client: SupabaseClient,
  table: string,
  userId: string,
  rows: readonly SyncRow[],
): Promise<PushResult> {
  const payload = rows.map((row) => ({
    user_id: userId,
    id: row.id,
    entry: row.entry,
    updated_at: row.updatedAt,
    deleted_at: row.deletedAt,
  }));
  const { data, error, status } = await client
    .from(table)
    .upsert(payload, { onConflict: 'user_id,id' })
    .select('id, entry, updated_at, deleted_at, synced_at');
  if (error) return { ok: false, failure: failureOf(status, error) };
  const accepted = ((data ?? []) as RawRow[]).flatMap((raw) => {
    const pulled = pulledRow(raw);
    return pulled ? [pulled] : [];
  });
  return { ok: true, accepted };
}
