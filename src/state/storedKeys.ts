// Every key this app keeps in the browser's storage, each declared once with its schema
// (schemas/storage/<schema>.schema.json): the member data of the registry (memberData.ts), the other
// keys kept through persisted slices (the demo session and accounts, what was read, the hosted
// membership and the coverage uses waiting to be sent), and the keys kept by their own code (hosted
// sync's bookkeeping, the local accounts' data set aside, whose data the phone holds). A key missing
// here is a test failure (tests/unit/state/storedKeys.test.ts), so nothing is stored without a schema.
import { accountDataRecords, unclaimedDataRecord } from './accountData';
import { coverageUseQueueData } from './coverageUseQueue';
import { dataOwnerRecord } from './dataOwner';
import { demoAccountsData, demoCredentialsData, demoUserData } from './demoAuthData';
import { familyJoinTriedRecord } from './familyJoinTried';
import { memberData } from './memberData';
import type { StoredKind } from './memberDataKind';
import { membershipData } from './membership';
import { notificationsReadData } from './notifications';
import { paymentLockRecord } from './paymentLockRecord';
import type { StoredRecord } from './storedRecord';
import { syncStateRecord } from './syncStateData';

/** Keys kept through a persisted slice that are not member data, in no particular order. */
export const otherStoredKinds: readonly StoredKind[] = [
  demoUserData as StoredKind,
  demoAccountsData as StoredKind,
  demoCredentialsData as StoredKind,
  notificationsReadData as StoredKind,
  membershipData as StoredKind,
  coverageUseQueueData as StoredKind,
];

/** Keys kept by their own code, each read through `readStoredRecord`. */
export const storedRecords: readonly StoredRecord<unknown>[] = [
  syncStateRecord,
  accountDataRecords,
  unclaimedDataRecord,
  dataOwnerRecord,
  familyJoinTriedRecord,
  paymentLockRecord,
];

/**
 * Keys a library writes in its own format, never read by this app's code: supabase-js keeps the
 * hosted session under `sb-<project ref>-auth-token` (hosted mode only).
 */
export const libraryKeys: readonly { readonly pattern: RegExp; readonly writtenBy: string }[] = [
  { pattern: /^sb-[a-z0-9-]+-auth-token(-code-verifier)?$/, writtenBy: 'supabase-js' },
];

export interface StoredKeyDeclaration {
  readonly key: string;
  readonly prefix: boolean;
  readonly schema: string;
  readonly label: string;
}

/** Every declared key (a prefix for a family of keys), member data first, with its schema. */
export function storedKeyDeclarations(): StoredKeyDeclaration[] {
  const declared = (entry: {
    key: string;
    prefix?: boolean;
    schema: string;
    label: string;
  }): StoredKeyDeclaration => ({
    key: entry.key,
    prefix: entry.prefix === true,
    schema: entry.schema,
    label: entry.label,
  });
  return [...memberData, ...otherStoredKinds, ...storedRecords].map(declared);
}
