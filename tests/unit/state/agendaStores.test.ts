import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addAppointment,
  APPOINTMENTS_KEY,
  appointmentsSlice,
  updateAppointment,
} from '../../../src/state/appointments';
import {
  FIRED_REMINDERS_KEY,
  firedReminderIds,
  firedRemindersSlice,
  rememberFired,
  settleDueReminders,
} from '../../../src/state/firedReminders';
import {
  addMedicine,
  MEDICINES_KEY,
  medicinesSlice,
  removeMedicine,
  setMedicineTaken,
  updateMedicine,
} from '../../../src/state/medicines';
import { versionKeyOf } from '../../../src/state/persistedSlice';
import { startPersistence, stopPersistence } from '../../../src/state/persistence';
import { toastStore } from '../../../src/state/toasts';
import { MEXICO, mexicoTime } from '../../support/agendaFixtures';
import { flushSubscriptions, MemoryStorage } from '../../support/memoryStorage';

let storage: MemoryStorage;

function start(): void {
  startPersistence({ storage, addStorageListener: () => () => undefined });
  medicinesSlice();
  appointmentsSlice();
  firedRemindersSlice();
}

beforeEach(() => {
  storage = new MemoryStorage();
  toastStore.current = null;
});

afterEach(() => {
  stopPersistence();
  medicinesSlice().state.value = [];
  appointmentsSlice().state.value = [];
  firedRemindersSlice().state.value = [];
  vi.useRealTimers();
});

describe('the medicines store (vita365_medicines)', () => {
  it('reads the spec’s shape, stamping a day-less tick with today and storing version 2', async () => {
    vi.useFakeTimers({ now: mexicoTime('2026-03-10T09:00'), toFake: ['Date'] });
    storage.setItem(
      MEDICINES_KEY,
      JSON.stringify([{ id: 17, name: 'Aspirina', dose: '100 mg', time: '08:00', taken: true }]),
    );
    start();
    expect(medicinesSlice().state.value).toEqual([
      {
        id: '17',
        name: 'Aspirina',
        dose: '100 mg',
        time: '08:00',
        taken: true,
        takenOn: '2026-03-10',
      },
    ]);
    await flushSubscriptions();
    expect(storage.getItem(versionKeyOf(MEDICINES_KEY))).toBe('2');
    expect(toastStore.current).toBeNull();
  });

  it('adds, edits (keeping today’s tick), ticks and deletes, writing bare arrays', async () => {
    start();
    const aspirin = addMedicine({ name: 'Aspirina', dose: '100 mg', time: '08:00' });
    setMedicineTaken(aspirin.id, true, '2026-03-10');
    updateMedicine(aspirin.id, { name: 'Aspirina', dose: '300 mg', time: '08:30' });
    await flushSubscriptions();
    expect(storage.json(MEDICINES_KEY)).toEqual([
      {
        id: aspirin.id,
        name: 'Aspirina',
        dose: '300 mg',
        time: '08:30',
        taken: true,
        takenOn: '2026-03-10',
      },
    ]);
    removeMedicine(aspirin.id);
    await flushSubscriptions();
    expect(storage.json(MEDICINES_KEY)).toEqual([]);
  });

  it('resets a list it cannot read, and says so once', () => {
    storage.setItem(MEDICINES_KEY, JSON.stringify([{ id: 'x', name: '', dose: 1 }]));
    start();
    expect(medicinesSlice().state.value).toEqual([]);
    expect(toastStore.current?.title).toBe('Datos restablecidos');
  });
});

describe('the appointments store (vita365_appointments)', () => {
  it('repairs older entries without a version change', async () => {
    storage.setItem(
      APPOINTMENTS_KEY,
      JSON.stringify([{ id: 3, title: 'Dentista', datetime: '2026-03-10T10:30', location: '' }]),
    );
    start();
    expect(appointmentsSlice().state.value).toEqual([
      { id: '3', title: 'Dentista', datetime: '2026-03-10T10:30', notes: '' },
    ]);
    await flushSubscriptions();
    expect(storage.getItem(versionKeyOf(APPOINTMENTS_KEY))).toBeNull();
  });

  it('drops a location cleared in the edit form', async () => {
    start();
    const visit = addAppointment({
      title: 'Dentista',
      datetime: '2026-03-10T16:30:00.000Z',
      location: 'Clínica Roma',
      notes: '',
    });
    updateAppointment(visit.id, { title: 'Dentista', datetime: visit.datetime, notes: 'Revisión' });
    await flushSubscriptions();
    expect(storage.json(APPOINTMENTS_KEY)).toEqual([
      { id: visit.id, title: 'Dentista', datetime: visit.datetime, notes: 'Revisión' },
    ]);
  });
});

describe('fired reminders (vita365_reminders_fired)', () => {
  it('remembers what was shown and forgets it after two days', async () => {
    start();
    const now = mexicoTime('2026-03-10T08:00');
    rememberFired(['medicine:m1:2026-03-10T08:00'], now);
    await flushSubscriptions();
    expect(storage.json(FIRED_REMINDERS_KEY)).toEqual([
      { id: 'medicine:m1:2026-03-10T08:00', firedAt: '2026-03-10T14:00:00.000Z' },
    ]);
    expect(firedReminderIds(now + 60_000).has('medicine:m1:2026-03-10T08:00')).toBe(true);
    const later = now + 48 * 60 * 60 * 1000;
    expect(firedReminderIds(later).size).toBe(0);
    rememberFired([], later);
    await flushSubscriptions();
    expect(storage.json(FIRED_REMINDERS_KEY)).toEqual([]);
  });

  it('settles what is already due for an item just saved, so it does not pop up', () => {
    start();
    const now = mexicoTime('2026-03-10T15:00');
    const morning = addMedicine({ name: 'Aspirina', dose: '100 mg', time: '08:00' });
    const evening = addMedicine({ name: 'Losartán', dose: '50 mg', time: '21:00' });
    settleDueReminders({ medicines: [morning, evening], appointments: [], now, timeZone: MEXICO });
    expect([...firedReminderIds(now)]).toEqual([`medicine:${morning.id}:2026-03-10T08:00`]);
  });
});
