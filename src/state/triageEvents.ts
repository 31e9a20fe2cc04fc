// Saved alerts-test results with their answers (`vita-triage_events`), in the spec's Triage event
// shape, as a bare array. The slice registers on first use, so importing does no work.
import type { TriageEvent } from '../content/types/storage/triage-event';
import { createPersistedSlice, type PersistedSlice } from './persistedSlice';
import { registerSlice } from './persistence';
import { validate as validateTriageEvent } from 'virtual:storage-validator/triage-event';
import { storageGuard } from './storageValidator';

export type { TriageEvent, TriageEventAnswers } from '../content/types/storage/triage-event';

export const TRIAGE_EVENTS_KEY = 'vita-triage_events';

let slice: PersistedSlice<TriageEvent[]> | null = null;

export function triageEventsSlice(): PersistedSlice<TriageEvent[]> {
  if (!slice) {
    const isTriageEvent = storageGuard<TriageEvent>(validateTriageEvent);
    slice = registerSlice(
      createPersistedSlice<TriageEvent[]>({
        key: TRIAGE_EVENTS_KEY,
        label: 'tus resultados del test de alertas',
        version: 1,
        validate: (value): value is TriageEvent[] =>
          Array.isArray(value) && value.every(isTriageEvent),
        initial: () => [],
      }),
    );
  }
  return slice;
}

/** Appends one saved result; it is written to storage with the slice's next change. */
export function saveTriageEvent(event: TriageEvent): void {
  triageEventsSlice().state.value.push(event);
}
