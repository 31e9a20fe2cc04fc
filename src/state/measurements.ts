// The check-in history (`vita-measurements`): vitals, weight, sleep and triage entries in the spec's
// Measurement shape, as a bare array. The slice registers on first use, so importing does no work.
import type { Measurement } from '../content/types/storage/measurement';
import { createPersistedSlice, type PersistedSlice } from './persistedSlice';
import { registerSlice } from './persistence';
import { storageValidator } from './storageValidator';

export type {
  Measurement,
  OtherMeasurement,
  TriageMeasurement,
} from '../content/types/storage/measurement';

export const MEASUREMENTS_KEY = 'vita-measurements';

let slice: PersistedSlice<Measurement[]> | null = null;

export function measurementsSlice(): PersistedSlice<Measurement[]> {
  if (!slice) {
    const isMeasurement = storageValidator<Measurement>('measurement');
    slice = registerSlice(
      createPersistedSlice<Measurement[]>({
        key: MEASUREMENTS_KEY,
        label: 'tu historial de mediciones',
        version: 1,
        validate: (value): value is Measurement[] =>
          Array.isArray(value) && value.every(isMeasurement),
        initial: () => [],
      }),
    );
  }
  return slice;
}

/** Appends one entry to the history; it is written to storage with the slice's next change. */
export function saveMeasurement(measurement: Measurement): void {
  measurementsSlice().state.value.push(measurement);
}
