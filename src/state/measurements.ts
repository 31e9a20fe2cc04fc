// The check-in history (`vita-measurements`): vitals, weight, sleep and triage entries in the spec's
// Measurement shape, as a bare array. The slice registers on first use, so importing does no work.
// Only the array itself is checked on load; each entry is checked against the schema when it is read
// (`readMeasurements`), so one damaged entry is skipped instead of the whole history being reset.
import { t } from '../content/messages';
import type { Measurement } from '../content/types/storage/measurement';
import { historyEntry } from '../domain/health/historyEntry';
import { memberDataKind } from './memberDataKind';
import { setSliceValue } from './persistedSlice';
import { validate as validateMeasurement } from 'virtual:storage-validator/measurement';
import { anyList, storageGuard } from './storageValidator';
import { readValidEntries, type ReadEntries } from './storedEntries';

export type {
  Measurement,
  MeasurementVitals,
  OtherMeasurement,
  TriageMeasurement,
  TriageSummary,
} from '../content/types/storage/measurement';

export const MEASUREMENTS_KEY = 'vita-measurements';
export const MEASUREMENTS_LABEL = t('storage.measurements');

export const isStoredMeasurement = storageGuard<Measurement>(validateMeasurement);

/** Passes the schema and has what the history shows (a moment and a value): Mi Chequeo's reader. */
const isShownMeasurement = (entry: unknown): boolean =>
  isStoredMeasurement(entry) && historyEntry(entry) !== undefined;

/** The stored array as it is: entries that pass the schema and any that do not. */
export const measurementsData = memberDataKind<unknown[]>({
  key: MEASUREMENTS_KEY,
  schema: 'measurement',
  label: MEASUREMENTS_LABEL,
  version: 1,
  validate: anyList,
  initial: () => [],
  shallow: true,
  merge: { kind: 'entries', identity: 'id', recency: ['created_at', 'date'] },
  // What Mi Chequeo can show: an entry it would skip is neither written to a data file nor restored.
  backup: { keepEntry: isShownMeasurement },
  hosted: { table: 'measurements' },
});

export const measurementsSlice = measurementsData.slice;

/** The entries that pass the schema, and how many did not. */
export function readMeasurements(stored: readonly unknown[]): ReadEntries<Measurement> {
  return readValidEntries(stored, isStoredMeasurement);
}

/** Appends one entry to the history; it is written to storage with the slice's next change. */
export function saveMeasurement(measurement: Measurement): void {
  const { state } = measurementsSlice();
  setSliceValue(state, [...state.value, measurement]);
}
