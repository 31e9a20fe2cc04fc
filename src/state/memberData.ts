// The one registry of member data: every kind of data a member keeps in this browser, each declared
// once beside its operations (memberDataKind.ts says what a declaration holds). Persistence makes
// each kind's slice from its declaration; the data file ('Mis datos'), its restore and hosted sync
// read this list, so adding a kind of data is adding its declaration here.
import type { BackupTerms, MergeRule } from '../domain/backup/backup';
import { appointmentsData } from './appointments';
import { bodyProfileData } from './bodyProfile';
import { checkedItemsData } from './checkedItems';
import { completedData } from './completed';
import { coverageUsageData } from './coverageUsage';
import { favoritesData } from './favorites';
import { firedRemindersData } from './firedReminders';
import { measurementsData } from './measurements';
import { medicinesData } from './medicines';
import type { HostedTerms, MemberDataKind } from './memberDataKind';
import { paymentHistoryData } from './paymentHistory';
import { sleepHistoryData } from './sleepHistory';
import { sleepSessionData } from './sleepSession';
import { triageEventsData } from './triageEvents';

export type { MemberDataKind } from './memberDataKind';

/** In the order the restore summary names them and sync goes through them. */
export const memberData: readonly MemberDataKind[] = [
  medicinesData,
  appointmentsData,
  measurementsData,
  sleepHistoryData,
  triageEventsData,
  coverageUsageData,
  favoritesData,
  completedData,
  checkedItemsData,
  bodyProfileData,
  paymentHistoryData,
  sleepSessionData,
  firedRemindersData,
];

export type BackedUpKind = MemberDataKind & {
  readonly merge: MergeRule;
  readonly backup: BackupTerms;
};
export type HostedKind = MemberDataKind & {
  readonly merge: MergeRule;
  readonly hosted: HostedTerms;
};

const isBackedUp = (kind: MemberDataKind): kind is BackedUpKind => kind.backup !== undefined;
const isHosted = (kind: MemberDataKind): kind is HostedKind => kind.hosted !== undefined;

/** The kinds in the data file, in the registry's order. */
export const backedUpKinds = (kinds: readonly MemberDataKind[] = memberData): BackedUpKind[] =>
  kinds.filter(isBackedUp);

/** The kinds synced with a hosted table, in the registry's order. */
export const hostedKinds = (kinds: readonly MemberDataKind[] = memberData): HostedKind[] =>
  kinds.filter(isHosted);
