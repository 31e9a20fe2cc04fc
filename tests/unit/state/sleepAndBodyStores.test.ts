import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BODY_PROFILE_KEY,
  bodyProfileSlice,
  rememberBodyProfile,
} from '../../../src/state/bodyProfile';
import { startPersistence, stopPersistence } from '../../../src/state/persistence';
import {
  readSleepHistory,
  saveSleepSummary,
  SLEEP_HISTORY_KEY,
  sleepHistorySlice,
  type SleepSummary,
} from '../../../src/state/sleepHistory';
import {
  endSleepSession,
  holdSleepSummary,
  SLEEP_SESSION_KEY,
  sleepSessionSlice,
  startSleepMonitoring,
} from '../../../src/state/sleepSession';
import { flushSubscriptions, MemoryStorage } from '../../support/memoryStorage';

const summary: SleepSummary = {
  id: 's1',
  date: '2026-03-05T13:00:00.000Z',
  duracion_monitorizada: 412,
  '%_ronquido': 12,
  eventos_voz: 2,
  picos_ruido: 5,
  score_sueno: 78,
};

let storage: MemoryStorage;

function start(): void {
  startPersistence({ storage, addStorageListener: () => () => undefined });
  sleepHistorySlice();
  sleepSessionSlice();
  bodyProfileSlice();
}

describe('the sleep and body stores', () => {
  beforeEach(() => {
    storage = new MemoryStorage();
    sleepHistorySlice().state.value = [];
    sleepSessionSlice().state.value = null;
    bodyProfileSlice().state.value = {};
  });
  afterEach(() => stopPersistence());

  it('keeps saved summaries in vita-sleep-history as a bare array in the spec shape', async () => {
    start();
    saveSleepSummary(summary);
    await flushSubscriptions();
    expect(storage.json(SLEEP_HISTORY_KEY)).toEqual([summary]);
  });

  it('skips a damaged summary when read and keeps it stored', () => {
    const broken = { id: 'x', date: 'ayer', score_sueno: 140 };
    storage.setItem(SLEEP_HISTORY_KEY, JSON.stringify([broken, summary]));
    start();
    expect(readSleepHistory(sleepHistorySlice().state.value)).toEqual({
      entries: [summary],
      skipped: 1,
      skippedAt: [0],
    });
    expect(storage.json(SLEEP_HISTORY_KEY)).toEqual([broken, summary]);
  });

  it('keeps the monitoring start, then the unsaved summary, and forgets both when idle', async () => {
    start();
    startSleepMonitoring(1_000);
    await flushSubscriptions();
    expect(storage.json(SLEEP_SESSION_KEY)).toEqual({ status: 'monitoring', startedAt: 1_000 });
    holdSleepSummary(summary);
    await flushSubscriptions();
    expect(storage.json(SLEEP_SESSION_KEY)).toEqual({ status: 'stopped', summary });
    endSleepSession();
    await flushSubscriptions();
    expect(storage.getItem(SLEEP_SESSION_KEY)).toBeNull();
  });

  it('restores a session in progress and resets one it cannot read', () => {
    storage.setItem(SLEEP_SESSION_KEY, JSON.stringify({ status: 'monitoring', startedAt: 5 }));
    start();
    expect(sleepSessionSlice().state.value).toEqual({ status: 'monitoring', startedAt: 5 });
    stopPersistence();
    storage.setItem(
      SLEEP_SESSION_KEY,
      JSON.stringify({ status: 'stopped', summary: { id: 'x', score_sueno: 900 } }),
    );
    start();
    expect(sleepSessionSlice().state.value).toBeNull();
    expect(storage.getItem(SLEEP_SESSION_KEY)).toBeNull();
  });

  it('remembers the height and the last BMI', async () => {
    start();
    rememberBodyProfile(175, { bmi: 22.9, weightKg: 70, date: '2026-03-05T13:00:00.000Z' });
    await flushSubscriptions();
    expect(storage.json(BODY_PROFILE_KEY)).toEqual({
      heightCm: 175,
      lastBmi: { bmi: 22.9, weightKg: 70, date: '2026-03-05T13:00:00.000Z' },
    });
  });
});
