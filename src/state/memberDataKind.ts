// One kind of member data, declared once: the storage key, schema and version its persisted slice
// keeps it under, and how the data file and hosted sync treat it. memberData.ts lists every kind;
// storedKeys.ts lists every other key this app stores, declared the same way (`storedKind`).
// Each declaration stands beside its kind's operations (medicines.ts …), so a page loads only the
// schemas of the data it uses; the slice is made and registered on first use.
import type { BackupTerms, MergeRule } from '../domain/backup/backup';
import { createPersistedSlice, type PersistedSlice, type SliceOptions } from './persistedSlice';
import { registerSlice } from './persistence';

/** Where a kind lives in the hosted Postgres (supabase/migrations/*_member_data.sql). */
export interface HostedTerms {
  readonly table: string;
}

/**
 * Data only on this phone has no merge rule. Data in the data file or in a hosted table has one:
 * it says how two copies combine on restore, and how sync splits the value into rows (entries by
 * their identity, counts, ids, ids per key).
 */
type Sharing =
  | { readonly merge?: undefined; readonly backup?: undefined; readonly hosted?: undefined }
  | {
      readonly merge: MergeRule;
      /** In the data file ('Mis datos'), named so in the restore summary. */
      readonly backup?: BackupTerms;
      /** Synced with this hosted table in hosted mode. */
      readonly hosted?: HostedTerms;
    };

/**
 * The slice's options (the spec's storage key, unchanged; the version written beside it; `validate`,
 * the whole value's check from its storage schema; `initial`, what the member has before saving
 * anything and what clearing this phone leaves) and `schema`, the `$id` of that storage schema
 * (`schemas/storage/<schema>.schema.json`), which `validate` is compiled from.
 */
export type StoredKindDeclaration<T> = SliceOptions<T> & { readonly schema: string };

/** A stored key kept through a persisted slice: member data, or this phone's own (storedKeys.ts). */
export type StoredKind<T = unknown> = StoredKindDeclaration<T> & {
  /** The key's persisted slice, made and registered with persistence on first use. */
  readonly slice: () => PersistedSlice<T>;
};

/**
 * The slice options and schema of a kind of member data, and how the value is shared. For a list the
 * schema is that of each entry.
 */
export type MemberDataDeclaration<T> = SliceOptions<T> & { readonly schema: string } & Sharing;

export type MemberDataKind<T = unknown> = MemberDataDeclaration<T> & {
  readonly slice: () => PersistedSlice<T>;
};

/**
 * A stored key that is not member data (the demo session and accounts, what was read, the hosted
 * membership kept for offline use): never set aside, backed up or synced, but kept by persistence
 * exactly like member data. storedKeys.ts lists them.
 */
export function storedKind<T>(declaration: StoredKindDeclaration<T>): StoredKind<T> {
  let slice: PersistedSlice<T> | null = null;
  return {
    ...declaration,
    slice: () => (slice ??= registerSlice(createPersistedSlice<T>(declaration))),
  };
}

export function memberDataKind<T>(declaration: MemberDataDeclaration<T>): MemberDataKind<T> {
  return { ...declaration, slice: storedKind<T>(declaration).slice };
}
