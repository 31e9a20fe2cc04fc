import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  announceSkippedEntries,
  knownRead,
  READ_SLICE_MS,
  readEntries,
  readEntriesInSlices,
  readEntriesOnce,
} from '../../../src/state/storedEntries';
import { toastStore } from '../../../src/state/toasts';

/** Read through a function: TypeScript would otherwise keep `current` narrowed to null. */
const currentToast = () => toastStore.current;

const evenOnly = (value: unknown): number | undefined =>
  typeof value === 'number' && value % 2 === 0 ? value : undefined;

describe('readEntries', () => {
  it('keeps the readable entries in order and counts the others', () => {
    expect(readEntries([2, 3, 'x', 4, null], evenOnly)).toEqual({
      entries: [2, 4],
      skipped: 3,
      skippedAt: [1, 2, 4],
    });
    expect(readEntries([], evenOnly)).toEqual({ entries: [], skipped: 0, skippedAt: [] });
  });
});

describe('announceSkippedEntries', () => {
  beforeEach(() => {
    toastStore.current = null;
  });

  it('says nothing when every entry was read', () => {
    announceSkippedEntries('vita-measurements', 'tu historial', 0);
    expect(toastStore.current).toBeNull();
  });

  it('gives one notice per list, in Spanish singular or plural', () => {
    announceSkippedEntries('vita-measurements', 'tu historial de mediciones', 3);
    expect(toastStore.current).toMatchObject({
      title: 'Algunos registros no se pudieron leer',
      description:
        '3 registros de tu historial de mediciones no se muestran porque están dañados. Lo demás se ve y se guarda con normalidad.',
    });
    toastStore.current = null;
    announceSkippedEntries('vita-measurements', 'tu historial de mediciones', 3);
    expect(currentToast()).toBeNull();

    announceSkippedEntries('vita-sleep-history', 'tu historial de sueño', 1);
    expect(currentToast()?.description).toBe(
      'Un registro de tu historial de sueño no se muestra porque está dañado. Lo demás se ve y se guarda con normalidad.',
    );
  });
});

describe('readEntriesInSlices', () => {
  const stored = Array.from({ length: 1000 }, (_, index) => (index % 100 === 8 ? 'dañado' : index));
  const even = (value: unknown): number | undefined =>
    typeof value === 'number' && value % 2 === 0 ? value : undefined;

  it('gives what a read at once gives, damaged entries skipped and counted', async () => {
    const list = [...stored];
    const reader = (value: unknown) => even(value);
    const sliced = await readEntriesInSlices(list, reader, () => Promise.resolve());
    expect(sliced).toEqual(readEntries(list, reader));
    expect(sliced.skipped).toBe(510);
  });

  it('pauses whenever a slice has held the thread long enough', async () => {
    const list = [...stored];
    let clock = 0;
    // Every look at the clock finds a slice's worth of time gone.
    const now = () => (clock += READ_SLICE_MS);
    const pause = vi.fn(() => Promise.resolve());
    await readEntriesInSlices(list, (value) => even(value), pause, now);
    // 1000 entries, the clock looked at every 50: 19 pauses (none before the first entry).
    expect(pause).toHaveBeenCalledTimes(19);
  });

  it('is read once per list: shared while running, cached when done', async () => {
    const list = [...stored];
    const reader = vi.fn((value: unknown) => even(value));
    const first = readEntriesInSlices(list, reader, () => Promise.resolve());
    const second = readEntriesInSlices(list, reader, () => Promise.resolve());
    expect(second).toBe(first);
    expect(knownRead(list, reader)).toBeUndefined();
    const result = await first;
    expect(reader).toHaveBeenCalledTimes(list.length);
    expect(knownRead(list, reader)).toBe(result);
    expect(readEntriesOnce(list, reader)).toBe(result);
    expect(await readEntriesInSlices(list, reader)).toBe(result);
    expect(reader).toHaveBeenCalledTimes(list.length);
  });

  it('reads a changed list again (lists are replaced, never edited in place)', async () => {
    const reader = (value: unknown) => even(value);
    const before = [2, 4];
    await readEntriesInSlices(before, reader, () => Promise.resolve());
    const after = [...before, 6, 'dañado'];
    expect(await readEntriesInSlices(after, reader, () => Promise.resolve())).toEqual({
      entries: [2, 4, 6],
      skipped: 1,
      skippedAt: [3],
    });
  });
});
