import { beforeEach, describe, expect, it } from 'vitest';
import {
  announceSkippedEntries,
  readEntries,
  resetSkippedAnnouncements,
  SKIPPED_ENTRIES_TITLE,
} from '../../../src/state/storedEntries';
import { toastStore } from '../../../src/state/toasts';

/** Read through a function: TypeScript would otherwise keep `current` narrowed to null. */
const currentToast = () => toastStore.current;

const evenOnly = (value: unknown): number | undefined =>
  typeof value === 'number' && value % 2 === 0 ? value : undefined;

describe('readEntries', () => {
  it('keeps the readable entries in order and counts the others', () => {
    expect(readEntries([2, 3, 'x', 4, null], evenOnly)).toEqual({ entries: [2, 4], skipped: 3 });
    expect(readEntries([], evenOnly)).toEqual({ entries: [], skipped: 0 });
  });
});

describe('announceSkippedEntries', () => {
  beforeEach(() => {
    resetSkippedAnnouncements();
    toastStore.current = null;
  });

  it('says nothing when every entry was read', () => {
    announceSkippedEntries('vita-measurements', 'tu historial', 0);
    expect(toastStore.current).toBeNull();
  });

  it('gives one notice per list, in Spanish singular or plural', () => {
    announceSkippedEntries('vita-measurements', 'tu historial de mediciones', 3);
    expect(toastStore.current).toMatchObject({
      title: SKIPPED_ENTRIES_TITLE,
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
