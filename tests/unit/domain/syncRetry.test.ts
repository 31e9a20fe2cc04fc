import { describe, expect, it } from 'vitest';
import {
  SYNC_RETRY_DELAYS_MS,
  afterFailure,
  afterSuccess,
  freshSchedule,
  isDue,
  nextTryTime,
  retryDelayMs,
} from '../../../src/domain/sync/syncRetry';

const now = new Date('2026-11-23T10:00:00.000Z');

describe('the retry schedule', () => {
  it('starts with the backend library’s reconnect steps, then waits longer, up to 5 minutes', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([1_000, 2_000, 5_000, 10_000]);
    expect([5, 6, 7, 8, 50].map(retryDelayMs)).toEqual([30_000, 60_000, 300_000, 300_000, 300_000]);
    expect(retryDelayMs(0)).toBe(SYNC_RETRY_DELAYS_MS[0]);
  });

  it('gives the next try time from the attempts and now', () => {
    expect(nextTryTime(1, now).toISOString()).toBe('2026-11-23T10:00:01.000Z');
    expect(nextTryTime(7, now).toISOString()).toBe('2026-11-23T10:05:00.000Z');
  });

  it('counts failures in a row and forgets them after a success', () => {
    const once = afterFailure(freshSchedule(), now);
    const twice = afterFailure(once, new Date('2026-11-23T10:00:01.000Z'));
    expect(twice).toEqual({ attempts: 2, nextTryAt: '2026-11-23T10:00:03.000Z' });
    expect(afterSuccess()).toEqual({ attempts: 0, nextTryAt: null });
  });

  it('is due from the next try time on, and at once when nothing failed', () => {
    const schedule = afterFailure(freshSchedule(), now);
    expect(isDue(freshSchedule(), now)).toBe(true);
    expect(isDue(schedule, new Date('2026-11-23T10:00:00.999Z'))).toBe(false);
    expect(isDue(schedule, new Date('2026-11-23T10:00:01.000Z'))).toBe(true);
  });
});
