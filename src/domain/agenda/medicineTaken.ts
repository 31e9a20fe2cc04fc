// 'Taken' is per day (spec §3 keeps a boolean `taken`; here it means "taken today"): the local day the
// tick refers to is kept beside it in `takenOn`, so yesterday's tick reads as not taken today.
import type { Medicine } from '../../content/types/storage/medicine';

/** True when the member ticked this medicine on that local day ('YYYY-MM-DD'). */
export function isTakenOn(medicine: Medicine, day: string): boolean {
  return medicine.taken && medicine.takenOn === day;
}

/** The medicine ticked or unticked for that day. */
export function withTaken(medicine: Medicine, taken: boolean, day: string): Medicine {
  if (taken) return { ...medicine, taken: true, takenOn: day };
  const unticked: Medicine = { ...medicine, taken: false };
  delete unticked.takenOn;
  return unticked;
}

/** The medicine as it reads on that day: a tick from another day is cleared. */
export function asOfDay(medicine: Medicine, day: string): Medicine {
  return medicine.taken && medicine.takenOn !== day ? withTaken(medicine, false, day) : medicine;
}
