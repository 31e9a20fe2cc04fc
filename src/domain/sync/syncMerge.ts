// Keeping one member's entries the same in this browser and in the hosted tables: each entry travels
// as a row with its id and a version (when it last changed, and whether it was deleted). Of two
// versions of an entry the newer wins; at the same time a deletion wins over a live entry, so no
// older copy can bring a deleted entry back; a last tie is broken by content so every device picks
// the same winner. Where the data file's merge (backup.ts) only ever adds, sync also carries
// deletions: a deleted entry stays behind as a tombstone (no contents, only its id and time).

/** One entry of a member table as both sides hold it. `entry` is null once deleted. */
export interface SyncRow {
  readonly id: string;
  readonly entry: unknown;
  /** ISO instant of the last change, by the clock of the device that made it. */
  readonly updatedAt: string;
  /** ISO instant of the deletion, or null for a live entry. */
  readonly deletedAt: string | null;
}

/** An entry as the browser keeps it under its storage key, with the id its table knows it by. */
export interface LocalEntry {
  readonly id: string;
  readonly entry: unknown;
}

/** The version this browser holds of a row; the entry itself stays under the storage key. */
export interface KnownVersion {
  readonly updatedAt: string;
  readonly deletedAt: string | null;
  /** Tells whether the entry changed since; see `fingerprint`. */
  readonly fingerprint: string;
}

/** The stamp given to entries a browser held before it first synced: any server version wins. */
export const ADOPTED_AT = '1970-01-01T00:00:00.000Z';

const time = (instant: string): number => Date.parse(instant);

/** The instant as Date.prototype.toISOString writes it ('+00:00' from Postgres becomes 'Z'). */
export function normalizeInstant(instant: string): string {
  const parsed = time(instant);
  if (Number.isNaN(parsed)) throw new RangeError(`Not an instant: ${instant}`);
  return new Date(parsed).toISOString();
}

/** JSON with object keys sorted, so the same value always reads the same (Postgres reorders keys). */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value))
    return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const fields = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

function fnv1a(text: string, seed: number): string {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * A short digest of the entry's canonical JSON: two seeded FNV-1a hashes and the length. Kept
 * instead of a second copy of every entry; an edit that kept all three the same would go unnoticed,
 * which is too unlikely to matter next to halving what the browser stores.
 */
export function fingerprint(entry: unknown): string {
  const text = canonicalJson(entry);
  return `${fnv1a(text, 0x811c9dc5)}.${fnv1a(text, 0x5bd1e995)}.${text.length.toString(36)}`;
}

/**
 * Positive when `a` is the newer version, negative when `b` is, 0 when they are the same version.
 * Later change first; at the same instant a deletion; then the greater canonical JSON (or, for two
 * deletions, the later deletedAt), so that every device picks the same winner.
 */
export function compareVersions(a: SyncRow, b: SyncRow): number {
  const byTime = time(a.updatedAt) - time(b.updatedAt);
  if (byTime !== 0) return byTime;
  const aDeleted = a.deletedAt !== null;
  if (aDeleted !== (b.deletedAt !== null)) return aDeleted ? 1 : -1;
  if (a.deletedAt !== null && b.deletedAt !== null)
    return a.deletedAt === b.deletedAt ? 0 : a.deletedAt > b.deletedAt ? 1 : -1;
  const aJson = canonicalJson(a.entry);
  const bJson = canonicalJson(b.entry);
  return aJson === bJson ? 0 : aJson > bJson ? 1 : -1;
}

/**
 * The stamp of a change made at `now` to a row last changed at `previous`: `now`, or just after
 * `previous` when this device's clock is behind it, so a change always beats what it changed.
 */
export function stampAfter(now: Date, previous: string | undefined): string {
  const after = previous === undefined ? -Infinity : time(previous) + 1;
  return new Date(Math.max(now.getTime(), after)).toISOString();
}

export const versionOf = (row: SyncRow): KnownVersion => ({
  updatedAt: row.updatedAt,
  deletedAt: row.deletedAt,
  fingerprint: row.deletedAt === null ? fingerprint(row.entry) : '',
});

export const sameVersion = (a: KnownVersion, b: KnownVersion): boolean =>
  a.updatedAt === b.updatedAt && a.deletedAt === b.deletedAt && a.fingerprint === b.fingerprint;
