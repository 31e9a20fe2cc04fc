// Adding a kind of member data is one entry in the registry: with one more entry, and no other
// change, the data file carries it, a restore writes it, clearing the phone empties it, sign-out
// lists its keys and hosted sync has its table.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearPhoneData,
  memberBackup,
  previewRestore,
  restoreBackup,
} from '../../../src/state/backupRestore';
import type * as realRegistry from '../../../src/state/memberData';
import { memberData } from '../../../src/state/memberData';
import { setAsideAccountData } from '../../../src/state/accountData';
import { startPersistence, stopPersistence } from '../../../src/state/persistence';
import { memberDataTables } from '../../../src/sync/syncTables';
import { flushSubscriptions, MemoryStorage } from '../../support/memoryStorage';

vi.mock('../../../src/state/memberData', async (importOriginal) => {
  const registry = await importOriginal<typeof realRegistry>();
  const { memberDataKind } = await import('../../../src/state/memberDataKind');
  const notes = memberDataKind<{ id: string; text: string }[]>({
    key: 'vita365_notes',
    schema: 'note',
    label: 'tus notas',
    version: 1,
    validate: (value): value is { id: string; text: string }[] => Array.isArray(value),
    initial: () => [],
    merge: { kind: 'entries', identity: 'id' },
    backup: {},
    hosted: { table: 'notes' },
  });
  const withNotes = [...registry.memberData, notes];
  return {
    ...registry,
    memberData: withNotes,
    backedUpKinds: (kinds = withNotes) => registry.backedUpKinds(kinds),
    hostedKinds: (kinds = withNotes) => registry.hostedKinds(kinds),
  };
});

const member = { email: 'ana.lopez@example.com', cardId: 'VITA-7C1E3A52' };
const now = new Date('2026-03-10T15:00:00Z');
const notes = () => {
  const kind = memberData.find((candidate) => candidate.key === 'vita365_notes');
  if (!kind) throw new Error('the test registry has no notes');
  return kind;
};
let storage: MemoryStorage;

beforeEach(() => {
  for (const kind of memberData) kind.slice().state.value = kind.initial();
  storage = new MemoryStorage();
  startPersistence({ storage, addStorageListener: () => () => undefined });
});

afterEach(() => stopPersistence());

describe('a kind added to the registry', () => {
  it('is downloaded, restored and cleared like every other', async () => {
    notes().slice().state.value = [{ id: 'n1', text: 'Pedir cita' }];
    const { file } = memberBackup(member, now);
    expect(file.data.vita365_notes).toEqual([{ id: 'n1', text: 'Pedir cita' }]);

    clearPhoneData();
    await flushSubscriptions();
    expect(notes().slice().state.value).toEqual([]);
    expect(storage.getItem('vita365_notes')).toBe('[]');

    // Its name in the summary is a text of content/messages/backup.json (state/backupWords.ts, whose
    // test asks one of every registered kind); until it has one it is counted as data.
    expect(previewRestore(file).summary).toBe('Se agregará 1 dato.');
    expect(restoreBackup(file)).toBe('restored');
    expect(notes().slice().state.value).toEqual([{ id: 'n1', text: 'Pedir cita' }]);
    expect(storage.json('vita365_notes')).toEqual([{ id: 'n1', text: 'Pedir cita' }]);
  });

  it('is set aside at sign-out and synced with its table', async () => {
    notes().slice().state.value = [{ id: 'n2', text: 'Llevar estudios' }];
    setAsideAccountData('account-1');
    await flushSubscriptions();
    expect(notes().slice().state.value).toEqual([]);
    expect(storage.getItem('vita365_account_data:account-1')).toContain('Llevar estudios');
    expect(memberDataTables().at(-1)).toMatchObject({
      table: 'notes',
      storageKey: 'vita365_notes',
    });
  });
});
