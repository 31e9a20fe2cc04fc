// One kind of member data, declared once: the storage key, schema and version its persisted slice
// keeps it under, and how the data file and hosted sync treat it. memberData.ts lists every kind.
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
 * anything and what clearing this phone leaves) and how the value is shared.
 */
export type MemberDataDeclaration<T> = SliceOptions<T> & Sharing;

export type MemberDataKind<T = unknown> = MemberDataDeclaration<T> & {
  /** The kind's persisted slice, made and registered with persistence on first use. */
  readonly slice: () => PersistedSlice<T>;
};

export function memberDataKind<T>(declaration: MemberDataDeclaration<T>): MemberDataKind<T> {
  let slice: PersistedSlice<T> | null = null;
  return {
    ...declaration,
    slice: () => (slice ??= registerSlice(createPersistedSlice<T>(declaration))),
  };
}
