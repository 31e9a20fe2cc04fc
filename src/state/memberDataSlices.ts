// The member's own data on this phone, one entry per storage key: what a local account sets aside when
// it signs out and gets back when it signs in. Read from ONE place so it can follow the member-data
// registry: today the slices 'Mis datos' backs up plus the two that only make sense on this phone.
import { backedUpSlices } from './backupSlices';
import { FIRED_REMINDERS_KEY, firedRemindersSlice } from './firedReminders';
import type { PersistedSlice } from './persistedSlice';
import { SLEEP_SESSION_KEY, sleepSessionSlice } from './sleepSession';

export interface MemberDataSlice {
  readonly key: string;
  readonly slice: () => PersistedSlice<unknown>;
  /** The schema version the slice writes beside its key (`<key>__version` when not 1). */
  readonly version: number;
  /** What the slice holds before the member saves anything. */
  readonly empty: () => unknown;
}

const asUnknown =
  <T>(slice: () => PersistedSlice<T>) =>
  (): PersistedSlice<unknown> =>
    slice() as unknown as PersistedSlice<unknown>;

export function memberDataSlices(): readonly MemberDataSlice[] {
  return [
    ...backedUpSlices,
    { key: SLEEP_SESSION_KEY, slice: asUnknown(sleepSessionSlice), version: 1, empty: () => null },
    {
      key: FIRED_REMINDERS_KEY,
      slice: asUnknown(firedRemindersSlice),
      version: 1,
      empty: () => [],
    },
  ];
}
