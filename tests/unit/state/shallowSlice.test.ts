import { getVersion, snapshot, subscribe } from 'valtio';
import { describe, expect, it } from 'vitest';
import {
  createPersistedSlice,
  setSliceValue,
  storedTextOf,
} from '../../../src/state/persistedSlice';
import { readEntriesOnce, readValidEntries } from '../../../src/state/storedEntries';
import { flushSubscriptions, MemoryStorage } from '../../support/memoryStorage';

interface Entry {
  readonly id: string;
}

const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && typeof (value as Entry).id === 'string';

const historySlice = () =>
  createPersistedSlice<unknown[]>({
    key: 'vita-measurements',
    label: 'tu historial de mediciones',
    version: 1,
    validate: (value): value is unknown[] => Array.isArray(value),
    initial: () => [],
    shallow: true,
  });

const stored = (count: number): Entry[] =>
  Array.from({ length: count }, (_, index) => ({ id: String(index) }));

describe('a shallow slice (a long history)', () => {
  it('holds the stored array as it is: no proxy inside it, read in O(1)', () => {
    const storage = new MemoryStorage();
    storage.setItem('vita-measurements', JSON.stringify(stored(3)));
    const slice = historySlice();
    slice.connect(storage, () => undefined);
    const value = slice.state.value;
    expect(value).toEqual(stored(3));
    expect(getVersion(value)).toBeUndefined();
    expect(getVersion(value[0])).toBeUndefined();
    expect(snapshot(slice.state).value).toBe(value);
  });

  it('notifies and writes storage when the value is replaced whole', async () => {
    const storage = new MemoryStorage();
    const slice = historySlice();
    slice.connect(storage, () => undefined);
    let changes = 0;
    const stop = subscribe(slice.state, () => (changes += 1));
    const before = slice.state.value;
    setSliceValue(slice.state, [...before, { id: 'a' }]);
    await flushSubscriptions();
    stop();
    expect(changes).toBe(1);
    expect(slice.state.value).not.toBe(before);
    expect(getVersion(slice.state.value)).toBeUndefined();
    expect(storage.json('vita-measurements')).toEqual([{ id: 'a' }]);
  });

  it('keeps a value from another tab out of deep proxying too', () => {
    const slice = historySlice();
    slice.connect(new MemoryStorage(), () => undefined);
    slice.applyExternal(JSON.stringify(stored(2)));
    expect(slice.state.value).toEqual(stored(2));
    expect(getVersion(slice.state.value)).toBeUndefined();
    slice.applyExternal(null);
    expect(slice.state.value).toEqual([]);
  });

  it('is read once per stored array: the same array gives the same result, a new one is read', () => {
    const list: unknown[] = [...stored(2), { broken: true }];
    const first = readValidEntries(list, isEntry);
    expect(first).toEqual({ entries: stored(2), skipped: 1, skippedAt: [2] });
    expect(readValidEntries(list, isEntry)).toBe(first);
    const next = [...list, { id: 'x' }];
    expect(readValidEntries(next, isEntry).entries).toHaveLength(3);

    let reads = 0;
    const read = (value: unknown) => {
      reads += 1;
      return isEntry(value) ? value.id : undefined;
    };
    readEntriesOnce(list, read);
    readEntriesOnce(list, read);
    expect(reads).toBe(list.length);
  });
});

describe('storedTextOf', () => {
  it('gives the text a value was loaded from, and the text it was written as after a change', async () => {
    const storage = new MemoryStorage();
    // Spacing JSON.stringify would not write: the loaded text itself is handed over.
    const text = '[ {"id":"0"} ]';
    storage.setItem('vita-measurements', text);
    const slice = historySlice();
    slice.connect(storage, () => undefined);
    expect(storedTextOf(slice.state.value)).toBe(text);

    const next = [...slice.state.value, { id: '1' }];
    setSliceValue(slice.state, next);
    await flushSubscriptions();
    expect(storedTextOf(slice.state.value)).toBe(storage.getItem('vita-measurements'));
    expect(JSON.parse(storedTextOf(slice.state.value))).toEqual(stored(2));
    slice.disconnect();
  });

  it('writes out a value it never saw loaded or written', () => {
    expect(storedTextOf([{ id: 'a' }])).toBe('[{"id":"a"}]');
    expect(storedTextOf(null)).toBe('null');
  });
});
