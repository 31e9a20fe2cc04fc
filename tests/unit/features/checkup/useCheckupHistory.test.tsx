// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  READ_AT_ONCE,
  RECENT_DAYS,
  recentEntries,
  useCheckupHistory,
} from '../../../../src/features/checkup/useStoredEntries';
import { storedMoment } from '../../../../src/domain/health/historyEntry';
import { measurementsSlice } from '../../../../src/state/measurements';
import { setSliceValue } from '../../../../src/state/persistedSlice';

const DAY_MS = 86_400_000;
const now = new Date();

/** A weight reading `daysAgo` days before now. */
const weighing = (daysAgo: number, id = `w${daysAgo}`): unknown => ({
  id,
  type: 'weight',
  created_at: new Date(now.getTime() - daysAgo * DAY_MS).toISOString(),
  vitals: { weight: 70 },
});

/** One reading a day, from `fromDaysAgo` back to `toDaysAgo`, oldest first as saved. */
const daily = (fromDaysAgo: number, toDaysAgo: number): unknown[] =>
  Array.from({ length: toDaysAgo - fromDaysAgo + 1 }, (_, index) => weighing(toDaysAgo - index));

describe('storedMoment', () => {
  it('reads created_at, else date, without checking the rest', () => {
    expect(storedMoment({ created_at: '2026-03-05T13:04:09.000Z' })).toBe(
      Date.UTC(2026, 2, 5, 13, 4, 9),
    );
    expect(storedMoment({ date: '2026-03-05T00:00:00.000Z', type: 'mood' })).toBe(
      Date.UTC(2026, 2, 5),
    );
    expect(storedMoment({ created_at: 'ayer' })).toBeUndefined();
    expect(storedMoment({ created_at: 5 })).toBeUndefined();
    expect(storedMoment(null)).toBeUndefined();
    expect(storedMoment('2026-03-05')).toBeUndefined();
  });
});

describe('recentEntries', () => {
  it('gives the readable entries of the last RECENT_DAYS when the last 30 days hold a reading', () => {
    const stored = [...daily(0, 400), { id: 'x', type: 'mood', created_at: now.toISOString() }];
    const recent = recentEntries(stored, now);
    expect(recent).toHaveLength(RECENT_DAYS + 1);
    expect(
      recent?.every((entry) => now.getTime() - entry.at.getTime() <= RECENT_DAYS * DAY_MS),
    ).toBe(true);
  });

  it('finds them by moment, wherever they are in the stored list', () => {
    const stored = [weighing(1), ...daily(200, 800), weighing(2)];
    expect(recentEntries(stored, now)?.map((entry) => entry.id)).toEqual(['w1', 'w2']);
  });

  it('gives nothing when the last 30 days hold no reading: the first screen needs the whole history', () => {
    expect(recentEntries(daily(31, 900), now)).toBeUndefined();
    // Sleep and alerts-test results draw no line: they do not open the chart on 30 días.
    const sleepOnly = [
      ...daily(60, 900),
      { id: 's', type: 'sleep', created_at: now.toISOString(), score_sueno: 80 },
    ];
    expect(recentEntries(sleepOnly, now)).toBeUndefined();
  });
});

describe('useCheckupHistory', () => {
  afterEach(() => {
    cleanup();
    setSliceValue(measurementsSlice().state, []);
  });

  it('shows the recent part of a long history first, then all of it', async () => {
    const stored = daily(0, 2 * READ_AT_ONCE);
    setSliceValue(measurementsSlice().state, stored);
    const { result } = renderHook(() => useCheckupHistory());
    expect(result.current?.complete).toBe(false);
    // The reading of exactly RECENT_DAYS ago is in or out depending on the milliseconds since `now`.
    expect(result.current?.entries.length).toBeGreaterThanOrEqual(RECENT_DAYS);
    expect(result.current?.entries.length).toBeLessThanOrEqual(RECENT_DAYS + 1);
    await waitFor(() => expect(result.current?.complete).toBe(true));
    expect(result.current?.entries).toHaveLength(stored.length);
  });

  it('waits for the whole read when the recent part would open another first screen', async () => {
    setSliceValue(measurementsSlice().state, daily(40, 40 + 2 * READ_AT_ONCE));
    const { result } = renderHook(() => useCheckupHistory());
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current?.complete).toBe(true));
  });

  it('reads a short history at once, complete', () => {
    setSliceValue(measurementsSlice().state, daily(0, 10));
    const { result } = renderHook(() => useCheckupHistory());
    expect(result.current).toEqual({ entries: expect.any(Array), complete: true });
    expect(result.current?.entries).toHaveLength(11);
  });
});
