// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '../../../../src/content/types/storage/appointment';
import type { Medicine } from '../../../../src/content/types/storage/medicine';
import { createReminderCheck } from '../../../../src/features/agenda/reminderRunner';
import { appointmentsSlice } from '../../../../src/state/appointments';
import { firedReminderIds, firedRemindersSlice } from '../../../../src/state/firedReminders';
import { medicinesSlice, setMedicineTaken } from '../../../../src/state/medicines';
import { startPersistence, stopPersistence } from '../../../../src/state/persistence';
import type * as Toasts from '../../../../src/state/toasts';
import { showToast, type ToastInput } from '../../../../src/state/toasts';
import { appointment, MEXICO, medicine, mexicoTime } from '../../../support/agendaFixtures';
import {
  FakeRegistration,
  installServiceWorker,
  removeServiceWorker,
  stubNotificationPermission,
} from '../../../support/fakeServiceWorker';
import { MemoryStorage } from '../../../support/memoryStorage';

vi.mock('../../../../src/state/memberTimeZone', () => ({ memberTimeZone: () => MEXICO }));
vi.mock('../../../../src/state/toasts', async (original) => {
  const actual = await original<typeof Toasts>();
  return { ...actual, showToast: vi.fn(actual.showToast) };
});

const toasts = (): ToastInput[] => vi.mocked(showToast).mock.calls.map(([input]) => input);

let registration: FakeRegistration | undefined;
let visibility: DocumentVisibilityState;

const shown = () =>
  (registration?.shown ?? []).map(({ tag, title, body, data }) => ({ tag, title, body, data }));

function agenda(medicines: Medicine[], appointments: Appointment[] = []): void {
  medicinesSlice().state.value = medicines;
  appointmentsSlice().state.value = appointments;
}

const metformina = medicine();
const losartan = medicine({ id: 'm2', name: 'Losartán', dose: '50 mg', time: '08:00' });
const metforminaTag = 'vita365-reminder:medicine:m1:2026-03-10T08:00';
const at8 = mexicoTime('2026-03-10T08:00');

beforeEach(() => {
  startPersistence({ storage: new MemoryStorage(), addStorageListener: () => () => undefined });
  firedRemindersSlice();
  registration = new FakeRegistration();
  installServiceWorker(() => registration);
  stubNotificationPermission('granted');
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
});

afterEach(() => {
  stopPersistence();
  agenda([]);
  firedRemindersSlice().state.value = [];
  vi.mocked(showToast).mockClear();
  vi.unstubAllGlobals();
  removeServiceWorker();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('the reminder runner with notifications allowed', () => {
  it('shows a due medicine as a toast and as one tagged notification that opens the agenda', async () => {
    agenda([metformina]);
    const check = createReminderCheck();
    await check(mexicoTime('2026-03-10T07:59'));
    expect(toasts()).toEqual([]);
    expect(shown()).toEqual([]);

    await check(at8);
    expect(toasts().map((toast) => toast.title)).toEqual(['Hora de tu medicina']);
    expect(shown()).toEqual([
      {
        tag: metforminaTag,
        title: 'Hora de tu medicina',
        body: 'Metformina: 1 tableta de 850 mg, a las 08:00.',
        data: { url: '/agenda' },
      },
    ]);
  });

  it('shows nothing twice: not at the next minute, not after a reload, not from another tab', async () => {
    agenda([metformina]);
    await createReminderCheck()(at8);
    const reloaded = createReminderCheck();
    const otherTab = createReminderCheck();
    await Promise.all([reloaded(at8 + 60_000), otherTab(at8 + 60_000)]);
    expect(toasts()).toHaveLength(1);
    expect(registration?.showNotification).toHaveBeenCalledOnce();
  });

  it('gives each of two reminders due together its own notification, and one toast', async () => {
    const cita = appointment({ datetime: '2026-03-10T18:00:00.000Z' });
    agenda([metformina, losartan], [cita]);
    await createReminderCheck()(at8);
    expect(toasts().map((toast) => toast.title)).toEqual(['Tienes 3 recordatorios']);
    expect(shown().map(({ tag, title }) => [tag, title])).toEqual([
      ['vita365-reminder:appointment:a1:2026-03-10T18:00:00.000Z', 'Recordatorio de cita'],
      [metforminaTag, 'Hora de tu medicina'],
      ['vita365-reminder:medicine:m2:2026-03-10T08:00', 'Hora de tu medicina'],
    ]);
    expect(shown()[0]?.body).toMatch(
      /^Cardiología: .*12:00.*, en Hospital Ángeles, consultorio 4\.$/,
    );
  });

  it('leaves a medicine ticked as taken before its time out of the phone too', async () => {
    agenda([metformina, losartan]);
    setMedicineTaken('m1', true, '2026-03-10');
    await createReminderCheck()(at8);
    expect(shown().map(({ tag }) => tag)).toEqual([
      'vita365-reminder:medicine:m2:2026-03-10T08:00',
    ]);
  });
});

describe('the reminder runner without notifications', () => {
  it.each([
    ['denied', 'denied'],
    ['not asked yet', 'default'],
    ['unsupported', undefined],
  ] as const)('shows the toast alone when notifications are %s', async (_, permission) => {
    stubNotificationPermission(permission);
    agenda([metformina]);
    await createReminderCheck()(at8);
    expect(toasts().map((toast) => toast.title)).toEqual(['Hora de tu medicina']);
    expect(registration?.showNotification).not.toHaveBeenCalled();
    expect(firedReminderIds(at8).has('medicine:m1:2026-03-10T08:00')).toBe(true);
  });

  it('asks the browser for the permission once per check, however many reminders are due', async () => {
    let reads = 0;
    vi.stubGlobal('Notification', {
      get permission() {
        reads += 1;
        return 'denied';
      },
    });
    agenda(Array.from({ length: 12 }, (_, index) => medicine({ id: `m${index}`, time: '08:00' })));
    await createReminderCheck()(at8);
    expect(toasts()).toHaveLength(1);
    expect(reads).toBe(1);
  });

  it('shows the toast alone when no service worker is registered', async () => {
    registration = undefined;
    agenda([metformina]);
    await createReminderCheck()(at8);
    expect(toasts()).toHaveLength(1);
  });
});

describe('the reminder runner while the page is hidden', () => {
  it('puts the reminder on the phone at once and keeps its toast for the member’s return', async () => {
    agenda([metformina]);
    const check = createReminderCheck();
    visibility = 'hidden';
    await check(at8);
    expect(shown().map(({ tag }) => tag)).toEqual([metforminaTag]);
    expect(toasts()).toEqual([]);
    // Stored as shown: a reload or another tab does not put it on the phone again.
    await createReminderCheck()(at8 + 60_000);
    expect(registration?.showNotification).toHaveBeenCalledOnce();

    visibility = 'visible';
    await check(at8 + 5 * 60_000);
    expect(toasts().map((toast) => toast.description)).toEqual([
      'Metformina: 1 tableta de 850 mg, a las 08:00.',
    ]);
    expect(registration?.showNotification).toHaveBeenCalledOnce();
    await check(at8 + 6 * 60_000);
    expect(toasts()).toHaveLength(1);
  });

  it('owes no toast for a medicine ticked as taken before the member came back', async () => {
    agenda([metformina]);
    const check = createReminderCheck();
    visibility = 'hidden';
    await check(at8);
    setMedicineTaken('m1', true, '2026-03-10');
    visibility = 'visible';
    await check(at8 + 60_000);
    expect(toasts()).toEqual([]);
  });

  it('shows nothing and stores nothing when the phone cannot show it; the toast comes on return', async () => {
    stubNotificationPermission('denied');
    agenda([metformina]);
    const check = createReminderCheck();
    visibility = 'hidden';
    await check(at8);
    expect(firedReminderIds(at8).size).toBe(0);
    visibility = 'visible';
    await check(at8 + 60_000);
    expect(toasts()).toHaveLength(1);
  });

  it('leaves a reminder the worker could not show for the member’s return', async () => {
    registration = undefined;
    agenda([metformina]);
    const check = createReminderCheck();
    visibility = 'hidden';
    await check(at8);
    expect(firedReminderIds(at8).size).toBe(0);
    registration = new FakeRegistration();
    visibility = 'visible';
    await check(at8 + 60_000);
    expect(toasts()).toHaveLength(1);
    expect(shown().map(({ tag }) => tag)).toEqual([metforminaTag]);
  });

  it('shows one toast and one notification when the page comes back during a hidden check', async () => {
    agenda([metformina]);
    const phone = registration ?? new FakeRegistration();
    const showOnPhone = phone.showNotification.getMockImplementation();
    let release = (): void => undefined;
    const slowPhone = new Promise<void>((resolve) => {
      release = resolve;
    });
    phone.showNotification.mockImplementationOnce(async (title, options) => {
      await slowPhone;
      await showOnPhone?.(title, options);
    });
    const check = createReminderCheck();
    visibility = 'hidden';
    const hidden = check(at8);
    await vi.waitFor(() => expect(phone.showNotification).toHaveBeenCalled());
    visibility = 'visible';
    const back = check(at8);
    release();
    await Promise.all([hidden, back]);
    await check(at8 + 60_000);
    expect(phone.showNotification).toHaveBeenCalledOnce();
    expect(toasts()).toHaveLength(1);
    expect(shown().map(({ tag }) => tag)).toEqual([metforminaTag]);
  });
});
