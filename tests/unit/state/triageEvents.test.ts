import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startPersistence, stopPersistence } from '../../../src/state/persistence';
import { validate as validateTriageEvent } from 'virtual:storage-validator/triage-event';
import { storageGuard } from '../../../src/state/storageValidator';
import {
  saveTriageEvent,
  TRIAGE_EVENTS_KEY,
  triageEventsSlice,
  type TriageEvent,
} from '../../../src/state/triageEvents';
import { flushSubscriptions, MemoryStorage } from '../../support/memoryStorage';

const event: TriageEvent = {
  id: '4f1c',
  user_id: '7c1e3a52-1111-4c5e-9e0a-2b1f9c7d0e11',
  test_id: 'dyspnea',
  answers: { spo2: 92, cough: false },
  level: 'B',
  rationale: ['b_spo2_91_93'],
  advice: 'Acude hoy a urgencias.',
  created_at: '2026-03-05T13:04:09.000Z',
};

const isTriageEvent = storageGuard<TriageEvent>(validateTriageEvent);

let storage: MemoryStorage;

describe('the triage events store (vita-triage_events)', () => {
  beforeEach(() => {
    storage = new MemoryStorage();
    triageEventsSlice().state.value = [];
  });
  afterEach(() => stopPersistence());

  it('appends an event and stores the bare array in the spec shape', async () => {
    storage.setItem(TRIAGE_EVENTS_KEY, JSON.stringify([{ ...event, id: 'older' }]));
    startPersistence({ storage, addStorageListener: () => () => undefined });
    triageEventsSlice();
    saveTriageEvent(event);
    await flushSubscriptions();
    expect(storage.json(TRIAGE_EVENTS_KEY)).toEqual([{ ...event, id: 'older' }, event]);
  });

  it('accepts only events in the spec shape', () => {
    expect(isTriageEvent(event)).toBe(true);
    expect(isTriageEvent({ ...event, rationale: [] })).toBe(false);
    expect(isTriageEvent({ ...event, answers: { spo2: [92] } })).toBe(false);
    expect(isTriageEvent({ ...event, level: 'Z' })).toBe(false);
    const withoutUser: Partial<TriageEvent> = { ...event };
    delete withoutUser.user_id;
    expect(isTriageEvent(withoutUser)).toBe(false);
  });
});
