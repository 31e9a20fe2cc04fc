import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MEASUREMENTS_KEY,
  measurementsSlice,
  readMeasurements,
  saveMeasurement,
  type Measurement,
  type TriageMeasurement,
} from '../../../src/state/measurements';
import { versionKeyOf } from '../../../src/state/persistedSlice';
import { startPersistence, stopPersistence } from '../../../src/state/persistence';
import { validate as validateMeasurement } from 'virtual:storage-validator/measurement';
import { storageGuard } from '../../../src/state/storageValidator';
import { flushSubscriptions, MemoryStorage } from '../../support/memoryStorage';

const triageEntry: TriageMeasurement = {
  id: 'b7e9',
  created_at: '2026-03-05T13:04:09.000Z',
  time: '07:04',
  type: 'triage',
  source: 'manual',
  triage: { risk: 'high', label: 'Urgencias hoy', reasons: ['Hay contracciones.'] },
  test_id: 'obstetrics',
  level: 'B',
};

/** What the vitals, weight and sleep screens write (spec §3), including the timestamp ids. */
const otherEntries: Measurement[] = [
  {
    id: 1767225600000,
    date: '2026-01-01T00:00:00.000Z',
    time: '18:00',
    type: 'vitals',
    source: 'manual',
    vitals: { pressure: '120/80', heartRate: 72, spo2: 97, temperature: null },
  },
  { id: 'w1', date: '2026-01-02T00:00:00.000Z', type: 'weight', vitals: { weight: 70, bmi: 24.2 } },
  { id: 's1', created_at: '2026-01-03T06:00:00.000Z', type: 'sleep', score_sueno: 81 },
];

const isMeasurement = storageGuard<Measurement>(validateMeasurement);

let storage: MemoryStorage;

function start(): void {
  startPersistence({ storage, addStorageListener: () => () => undefined });
  measurementsSlice();
}

describe('the check-in history store (vita-measurements)', () => {
  beforeEach(() => {
    storage = new MemoryStorage();
    measurementsSlice().state.value = [];
  });
  afterEach(() => stopPersistence());

  it('appends a triage entry and stores the bare array in the spec shape', async () => {
    start();
    saveMeasurement(triageEntry);
    await flushSubscriptions();
    expect(storage.json(MEASUREMENTS_KEY)).toEqual([triageEntry]);
    expect(storage.getItem(versionKeyOf(MEASUREMENTS_KEY))).toBeNull();
  });

  it('keeps the vitals, weight and sleep entries other screens wrote, appending after them', async () => {
    storage.setItem(MEASUREMENTS_KEY, JSON.stringify(otherEntries));
    start();
    expect(measurementsSlice().state.value).toEqual(otherEntries);
    saveMeasurement(triageEntry);
    await flushSubscriptions();
    expect(storage.json(MEASUREMENTS_KEY)).toEqual([...otherEntries, triageEntry]);
  });

  it('is strict about the triage entries it writes', () => {
    expect(isMeasurement(triageEntry)).toBe(true);
    const withoutTime: Partial<TriageMeasurement> = { ...triageEntry };
    delete withoutTime.time;
    expect(isMeasurement(withoutTime)).toBe(false);
    expect(isMeasurement({ ...triageEntry, time: '7:04' })).toBe(false);
    expect(isMeasurement({ ...triageEntry, level: 'E' })).toBe(false);
    expect(isMeasurement({ ...triageEntry, created_at: 'ayer' })).toBe(false);
    expect(isMeasurement({ ...triageEntry, triage: { risk: 'B', label: 'x', reasons: [] } })).toBe(
      false,
    );
  });

  it('rejects entries of an unknown kind or without an id', () => {
    expect(isMeasurement({ id: 'x', type: 'mood' })).toBe(false);
    expect(isMeasurement({ type: 'vitals' })).toBe(false);
  });
});

describe('reading the check-in history entry by entry', () => {
  beforeEach(() => {
    storage = new MemoryStorage();
    measurementsSlice().state.value = [];
  });
  afterEach(() => stopPersistence());

  it('keeps an array with a damaged entry as it is, and reads only the good entries', async () => {
    const stored = [triageEntry, { id: 'x', type: 'mood' }, 'texto', ...otherEntries];
    storage.setItem(MEASUREMENTS_KEY, JSON.stringify(stored));
    start();
    expect(measurementsSlice().state.value).toEqual(stored);
    expect(readMeasurements(measurementsSlice().state.value)).toEqual({
      entries: [triageEntry, ...otherEntries],
      skipped: 2,
      skippedAt: [1, 2],
    });
    saveMeasurement(triageEntry);
    await flushSubscriptions();
    expect(storage.json(MEASUREMENTS_KEY)).toEqual([...stored, triageEntry]);
  });

  it('still resets a stored value that is not a list at all', () => {
    storage.setItem(MEASUREMENTS_KEY, '{"id":"not-a-list"}');
    start();
    expect(measurementsSlice().state.value).toEqual([]);
    expect(storage.getItem(MEASUREMENTS_KEY)).toBeNull();
  });

  it('accepts the vitals entry with its classification that the vitals screen writes', () => {
    expect(
      isMeasurement({
        id: 'v',
        created_at: '2026-03-05T13:04:09.000Z',
        time: '07:04',
        type: 'vitals',
        source: 'manual',
        vitals: { pressure: '185/95', heartRate: 80 },
        triage: { risk: 'high', label: 'Crisis Hipertensiva', reasons: ['Crisis Hipertensiva'] },
      }),
    ).toBe(true);
    expect(
      isMeasurement({ id: 'v', type: 'vitals', triage: { risk: 'alta', label: '', reasons: [] } }),
    ).toBe(false);
  });
});
