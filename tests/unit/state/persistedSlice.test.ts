import { describe, expect, it } from 'vitest';
import { versionKeyOf, type PersistenceProblem } from '../../../src/state/persistedSlice';
import { flushSubscriptions, MemoryStorage } from '../../support/memoryStorage';
import { medicineSlice, type Medicine } from '../../support/medicineSlice';

const aspirin: Medicine = {
  id: '1',
  name: 'Aspirina',
  dose: '100 mg',
  time: '08:00',
  taken: false,
};

function connected(storage: MemoryStorage | null, slice = medicineSlice()) {
  const problems: PersistenceProblem[] = [];
  const outcome = slice.connect(storage, (problem) => problems.push(problem));
  return { slice, problems, outcome };
}

describe('a persisted slice', () => {
  it('loads data stored in the spec shape with no wrapper and no version key', () => {
    const storage = new MemoryStorage();
    storage.setItem('vita365_medicines', JSON.stringify([aspirin]));
    const { slice, outcome, problems } = connected(storage);
    expect(outcome).toBe('loaded');
    expect(slice.state.value).toEqual([aspirin]);
    expect(problems).toEqual([]);
  });

  it('writes changes back as the bare entity array', async () => {
    const storage = new MemoryStorage();
    const { slice } = connected(storage);
    slice.state.value.push(aspirin);
    await flushSubscriptions();
    expect(storage.json('vita365_medicines')).toEqual([aspirin]);
    expect(storage.getItem(versionKeyOf('vita365_medicines'))).toBeNull();
  });

  it('resets malformed JSON, removes it from storage and reports it once', () => {
    const storage = new MemoryStorage();
    storage.setItem('vita365_medicines', '{not json');
    const { slice, outcome, problems } = connected(storage);
    expect(outcome).toBe('reset');
    expect(slice.state.value).toEqual([]);
    expect(storage.getItem('vita365_medicines')).toBeNull();
    expect(problems).toEqual([{ kind: 'reset', key: 'vita365_medicines', label: 'tus medicinas' }]);
  });

  it('resets valid JSON of the wrong shape', () => {
    const storage = new MemoryStorage();
    storage.setItem('vita365_medicines', JSON.stringify({ name: 'Aspirina' }));
    expect(connected(storage).outcome).toBe('reset');
  });

  it('migrates data stored under an older version and stores the new version', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      'vita365_medicines',
      JSON.stringify([{ id: '1', name: 'Aspirina', dose: '100 mg', time: '08:00' }]),
    );
    const slice = medicineSlice(2, (value, from) =>
      from === 1 && Array.isArray(value)
        ? value.map((item: Omit<Medicine, 'taken'>) => ({ ...item, taken: false }))
        : undefined,
    );
    const { outcome } = connected(storage, slice);
    expect(outcome).toBe('migrated');
    expect(slice.state.value).toEqual([aspirin]);
    expect(storage.getItem(versionKeyOf('vita365_medicines'))).toBe('2');
  });

  it('keeps a change in memory and reports once when storage is full', async () => {
    const storage = new MemoryStorage();
    const { slice, problems } = connected(storage);
    storage.failWrites = true;
    slice.state.value.push(aspirin);
    await flushSubscriptions();
    slice.state.value.push({ ...aspirin, id: '2' });
    await flushSubscriptions();
    expect(slice.state.value).toHaveLength(2);
    expect(problems.map((p) => p.kind)).toEqual(['write-failed']);
  });

  it('works in memory when storage is unavailable', async () => {
    const { slice, outcome } = connected(null);
    slice.state.value.push(aspirin);
    await flushSubscriptions();
    expect(outcome).toBe('empty');
    expect(slice.state.value).toEqual([aspirin]);
  });

  it('takes a valid change from another tab and ignores an unreadable one', () => {
    const { slice } = connected(new MemoryStorage());
    slice.applyExternal(JSON.stringify([aspirin]));
    expect(slice.state.value).toEqual([aspirin]);
    slice.applyExternal('garbage');
    expect(slice.state.value).toEqual([aspirin]);
    slice.applyExternal(null);
    expect(slice.state.value).toEqual([]);
  });
});
