// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  READ_AT_ONCE,
  useMeasurementHistoryInSlices,
} from '../../../../src/features/checkup/useStoredEntries';
import { measurementsSlice } from '../../../../src/state/measurements';
import { setSliceValue } from '../../../../src/state/persistedSlice';

const weights = (count: number, prefix = 'w'): unknown[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `${prefix}${index}`,
    type: 'weight',
    created_at: new Date(Date.UTC(2021, 0, 1) + index * 86_400_000).toISOString(),
    vitals: { weight: 70 },
  }));

const history = (value: unknown[]) =>
  act(async () => {
    setSliceValue(measurementsSlice().state, value);
    await Promise.resolve();
  });

describe('useMeasurementHistoryInSlices', () => {
  afterEach(() => {
    cleanup();
    setSliceValue(measurementsSlice().state, []);
  });

  it('reads a short history at once', () => {
    setSliceValue(measurementsSlice().state, weights(READ_AT_ONCE));
    const { result } = renderHook(() => useMeasurementHistoryInSlices());
    expect(result.current).toHaveLength(READ_AT_ONCE);
  });

  it('shows a long history only once every entry is read, damaged ones left out', async () => {
    setSliceValue(measurementsSlice().state, [...weights(700), { id: 'x', type: 'mood' }]);
    const { result } = renderHook(() => useMeasurementHistoryInSlices());
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toHaveLength(700));
  });

  it('keeps the last read on screen while a grown list is read, not another list', async () => {
    const first = weights(700);
    setSliceValue(measurementsSlice().state, first);
    // What each render gave: the first entry's id, or undefined.
    const renders: (string | undefined)[] = [];
    const { result } = renderHook(() => {
      const entries = useMeasurementHistoryInSlices();
      renders.push(entries ? `${entries[0]?.id}:${entries.length}` : undefined);
      return entries;
    });
    await waitFor(() => expect(result.current).toHaveLength(700));

    renders.length = 0;
    await history([...first, ...weights(1, 'new')]);
    await waitFor(() => expect(result.current).toHaveLength(701));
    expect(renders).not.toContain(undefined);

    // Another member's history (after a switch) is never shown through the last read.
    renders.length = 0;
    await history(weights(800, 'other'));
    await waitFor(() => expect(result.current?.[0]?.id).toBe('other0'));
    expect(renders.filter((render) => render?.startsWith('w0'))).toEqual([]);
    expect(renders[0]).toBeUndefined();
  });
});
