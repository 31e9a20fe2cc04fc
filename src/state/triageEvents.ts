// Saved alerts-test results with their answers (`vita-triage_events`), in the spec's Triage event
// shape, as a bare array. The slice registers on first use, so importing does no work.
import { t } from '../content/messages';
import type { TriageEvent } from '../content/types/storage/triage-event';
import { memberDataKind } from './memberDataKind';
import { setSliceValue } from './persistedSlice';
import { validate as validateTriageEvent } from 'virtual:storage-validator/triage-event';
import { listGuard, storageGuard } from './storageValidator';

export type { TriageEvent, TriageEventAnswers } from '../content/types/storage/triage-event';

export const TRIAGE_EVENTS_KEY = 'vita-triage_events';

export const triageEventsData = memberDataKind<TriageEvent[]>({
  key: TRIAGE_EVENTS_KEY,
  schema: 'triage-event',
  label: t('storage.triageEvents'),
  version: 1,
  validate: listGuard(storageGuard<TriageEvent>(validateTriageEvent)),
  initial: () => [],
  shallow: true,
  merge: { kind: 'entries', identity: 'id', recency: ['created_at'] },
  backup: {},
  hosted: { table: 'triage_events' },
});

export const triageEventsSlice = triageEventsData.slice;

/** Appends one saved result; it is written to storage with the slice's next change. */
export function saveTriageEvent(event: TriageEvent): void {
  const { state } = triageEventsSlice();
  setSliceValue(state, [...state.value, event]);
}
