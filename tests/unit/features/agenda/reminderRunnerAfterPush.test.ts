// @vitest-environment jsdom
// Issue 45: a reminder the server's push already delivered on this phone (recorded by the service
// worker in Cache Storage) is not shown again by the in-app reminder; the others still are.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushDeliveredKey, PUSH_DELIVERED_CACHE } from '../../../../src/domain/agenda/pushReminder';
import { createReminderCheck } from '../../../../src/features/agenda/reminderRunner';
import { firedRemindersSlice } from '../../../../src/state/firedReminders';
import { medicinesSlice } from '../../../../src/state/medicines';
import { startPersistence, stopPersistence } from '../../../../src/state/persistence';
import type * as Toasts from '../../../../src/state/toasts';
import { showToast } from '../../../../src/state/toasts';
import { MEXICO, medicine, mexicoTime } from '../../../support/agendaFixtures';
import { MemoryStorage } from '../../../support/memoryStorage';

vi.mock('../../../../src/state/memberTimeZone', () => ({ memberTimeZone: () => MEXICO }));
vi.mock('../../../../src/state/toasts', async (original) => {
  const actual = await original<typeof Toasts>();
  return { ...actual, showToast: vi.fn(actual.showToast) };
});

/** Cache Storage holding the service worker's records of delivered pushes. */
function cachesWith(paths: string[]): CacheStorage {
  const cache = { keys: async () => paths.map((path) => new Request(`http://localhost${path}`)) };
  return {
    has: async (name: string) => name === PUSH_DELIVERED_CACHE,
    open: async () => cache,
  } as unknown as CacheStorage;
}

beforeEach(() => {
  startPersistence({ storage: new MemoryStorage(), addStorageListener: () => () => undefined });
  firedRemindersSlice();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});

afterEach(() => {
  stopPersistence();
  medicinesSlice().state.value = [];
  firedRemindersSlice().state.value = [];
  vi.mocked(showToast).mockClear();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('the in-app reminder after a push', () => {
  it('does not show again what the push delivered on this phone', async () => {
    medicinesSlice().state.value = [
      medicine(),
      medicine({ id: 'm2', name: 'Losartán', dose: '50 mg', time: '08:00' }),
    ];
    vi.stubGlobal('caches', cachesWith([pushDeliveredKey('medicine:m1:2026-03-10T08:00')]));
    await createReminderCheck()(mexicoTime('2026-03-10T08:00'));
    const descriptions = vi.mocked(showToast).mock.calls.map(([toast]) => toast.description);
    expect(descriptions).toEqual(['Losartán: 50 mg, a las 08:00.']);
  });

  it('shows every due reminder where the phone got no push', async () => {
    medicinesSlice().state.value = [medicine()];
    vi.stubGlobal('caches', cachesWith([]));
    await createReminderCheck()(mexicoTime('2026-03-10T08:00'));
    expect(vi.mocked(showToast).mock.calls.map(([toast]) => toast.title)).toEqual([
      'Hora de tu medicina',
    ]);
  });
});
