import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COVERAGE_USAGE_KEY,
  coverageUsageSlice,
  registerCoverageUse,
} from '../../../src/state/coverageUsage';
import { startPersistence, stopPersistence } from '../../../src/state/persistence';
import { toastStore } from '../../../src/state/toasts';
import { flushSubscriptions, MemoryStorage } from '../../support/memoryStorage';

const homeDoctor = { events: 2, unlimited: false };

let storage: MemoryStorage;

function start(stored?: string): void {
  if (stored !== undefined) storage.setItem(COVERAGE_USAGE_KEY, stored);
  startPersistence({ storage, addStorageListener: () => () => undefined });
  coverageUsageSlice();
}

describe('the coverage usage store (vita365_coverage)', () => {
  beforeEach(() => {
    storage = new MemoryStorage();
    coverageUsageSlice().state.value = {};
    toastStore.current = null;
  });
  afterEach(() => stopPersistence());

  it('stores a bare map from service id to count, with no version key', async () => {
    start();
    expect(registerCoverageUse('medico_domicilio', homeDoctor)).toBe(true);
    await flushSubscriptions();
    expect(storage.json(COVERAGE_USAGE_KEY)).toEqual({ medico_domicilio: 1 });
    expect(storage.getItem(`${COVERAGE_USAGE_KEY}__version`)).toBeNull();
  });

  it('keeps the counts of services the catalogue no longer has', async () => {
    start(JSON.stringify({ servicio_retirado: 3 }));
    registerCoverageUse('medico_domicilio', homeDoctor);
    await flushSubscriptions();
    expect(storage.json(COVERAGE_USAGE_KEY)).toEqual({ servicio_retirado: 3, medico_domicilio: 1 });
  });

  it('registers nothing past the service’s events', async () => {
    start(JSON.stringify({ medico_domicilio: 2 }));
    expect(registerCoverageUse('medico_domicilio', homeDoctor)).toBe(false);
    await flushSubscriptions();
    expect(storage.json(COVERAGE_USAGE_KEY)).toEqual({ medico_domicilio: 2 });
  });

  it('repairs loosely written counts instead of throwing the record away', async () => {
    start(JSON.stringify({ medico_domicilio: '1', plomero: 1.5, cerrajero: -2, raro: 'x' }));
    expect(coverageUsageSlice().state.value).toEqual({
      medico_domicilio: 1,
      plomero: 1,
      cerrajero: 0,
    });
    await flushSubscriptions();
    expect(storage.json(COVERAGE_USAGE_KEY)).toEqual({
      medico_domicilio: 1,
      plomero: 1,
      cerrajero: 0,
    });
    expect(toastStore.current).toBeNull();
  });

  it('resets unreadable data once, with a Spanish message, and keeps working', async () => {
    start('[1, 2');
    expect(coverageUsageSlice().state.value).toEqual({});
    expect(toastStore.current?.description).toContain('tu registro de servicios usados');
    registerCoverageUse('medico_domicilio', homeDoctor);
    await flushSubscriptions();
    expect(storage.json(COVERAGE_USAGE_KEY)).toEqual({ medico_domicilio: 1 });
  });
});
