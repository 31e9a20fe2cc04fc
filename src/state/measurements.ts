// The check-in history (`vita-measurements`): vitals, weight, sleep and triage entries in the spec's
// Measurement shape, as a bare array. The slice registers on first use, so importing does no work.
// Only the array itself is checked on load; each entry is checked against the schema when it is read
// (`readMeasurements`), so one damaged entry is skipped instead of the whole history being reset.
import type { Measurement } from '../content/types/storage/measurement';
import { createPersistedSlice, type PersistedSlice } from './persistedSlice';
import { registerSlice } from './persistence';
import { validate as validateMeasurement } from 'virtual:storage-validator/measurement';
import { storageGuard } from './storageValidator';
import { readEntries, type ReadEntries } from './storedEntries';

export type {
  Measurement,
  MeasurementVitals,
  OtherMeasurement,
  TriageMeasurement,
  TriageSummary,
} from '../content/types/storage/measurement';

export const MEASUREMENTS_KEY = 'vita-measurements';
export const MEASUREMENTS_LABEL = 'tu historial de mediciones';

let slice: PersistedSlice<unknown[]> | null = null;
let isMeasurement: ((value: unknown) => value is Measurement) | null = null;

/** The stored array as it is: entries that pass the schema and any that do not. */
export function measurementsSlice(): PersistedSlice<unknown[]> {
  if (!slice) {
    slice = registerSlice(
      createPersistedSlice<unknown[]>({
        key: MEASUREMENTS_KEY,
        label: MEASUREMENTS_LABEL,
        version: 1,
        validate: (value): value is unknown[] => Array.isArray(value),
        initial: () => [],
      }),
    );
  }
  return slice;
}

export function isStoredMeasurement(value: unknown): value is Measurement {
  isMeasurement ??= storageGuard<Measurement>(validateMeasurement);
  return isMeasurement(value);
}

/** The entries that pass the schema, and how many did not. */
export function readMeasurements(stored: readonly unknown[]): ReadEntries<Measurement> {
  return readEntries(stored, (value) => (isStoredMeasurement(value) ? value : undefined));
}

/** Appends one entry to the history; it is written to storage with the slice's next change. */
export function saveMeasurement(measurement: Measurement): void {
  measurementsSlice().state.value.push(measurement);
}
