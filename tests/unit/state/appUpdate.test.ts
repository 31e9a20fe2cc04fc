import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appUpdateStore,
  applyUpdate,
  UPDATE_CHECK_INTERVAL_MS,
  watchForUpdates,
} from '../../../src/state/appUpdate';
import { SKIP_WAITING_MESSAGE } from '../../../src/domain/device/serviceWorkerMessages';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly postMessage = vi.fn();
  moveTo(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  active: FakeWorker | null = null;
  readonly update = vi.fn(async () => undefined);
  /** A new version arrives: it installs, then waits for the member (an update never skips waiting). */
  newVersion(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    this.installing = null;
    this.waiting = worker;
    worker.moveTo('installed');
    return worker;
  }
}

class FakeContainer extends EventTarget {
  constructor(public controller: object | null) {
    super();
  }
  takeOver(): void {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }
}

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  show(state: DocumentVisibilityState): void {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

function setUp({ controlled = true, waiting = false } = {}) {
  const registration = new FakeRegistration();
  if (controlled) registration.active = new FakeWorker();
  if (waiting) registration.waiting = new FakeWorker();
  const container = new FakeContainer(controlled ? {} : null);
  const doc = new FakeDocument();
  const reload = vi.fn();
  let now = 1_000_000;
  watchForUpdates(registration as unknown as ServiceWorkerRegistration, {
    container: container as unknown as ServiceWorkerContainer,
    document: doc as unknown as Document,
    reload,
    now: () => now,
  });
  return {
    registration,
    container,
    doc,
    reload,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('app updates', () => {
  beforeEach(() => {
    appUpdateStore.status = 'current';
  });

  it('the first install is not an update: nothing is offered when the worker takes control', () => {
    const { registration, container, reload } = setUp({ controlled: false });
    const first = new FakeWorker();
    registration.installing = first;
    registration.dispatchEvent(new Event('updatefound'));
    first.moveTo('installed');
    first.moveTo('activated');
    container.takeOver();
    expect(appUpdateStore.status).toBe('current');
    expect(reload).not.toHaveBeenCalled();
  });

  it('the first install is not an update even while the browser briefly holds it as waiting', () => {
    const { registration, container } = setUp({ controlled: false });
    const first = new FakeWorker();
    registration.installing = first;
    registration.dispatchEvent(new Event('updatefound'));
    registration.installing = null;
    registration.waiting = first;
    first.moveTo('installed');
    registration.waiting = null;
    registration.active = first;
    first.moveTo('activated');
    container.takeOver();
    expect(appUpdateStore.status).toBe('current');
  });

  it('offers a version that was already waiting when the page opened', () => {
    setUp({ waiting: true });
    expect(appUpdateStore.status).toBe('ready');
  });

  it('offers a new version once it waits, and never reloads by itself', () => {
    const { registration, reload } = setUp();
    registration.newVersion();
    expect(appUpdateStore.status).toBe('ready');
    expect(reload).not.toHaveBeenCalled();
  });

  it("'Actualizar' lets the waiting version take over, then reloads once it controls the page", () => {
    const { registration, container, reload } = setUp();
    const next = registration.newVersion();
    applyUpdate();
    expect(next.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    expect(appUpdateStore.status).toBe('updating');
    expect(reload).not.toHaveBeenCalled();
    container.takeOver();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('when another tab took the new version, this tab offers a reload instead of reloading', () => {
    const { container, reload } = setUp();
    container.takeOver();
    expect(appUpdateStore.status).toBe('ready');
    expect(reload).not.toHaveBeenCalled();
    applyUpdate();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('asks the server for a new version when the member comes back, at most every half hour', () => {
    const { registration, doc, advance } = setUp();
    doc.show('hidden');
    advance(UPDATE_CHECK_INTERVAL_MS);
    doc.show('visible');
    expect(registration.update).toHaveBeenCalledOnce();
    doc.show('hidden');
    advance(UPDATE_CHECK_INTERVAL_MS - 1);
    doc.show('visible');
    expect(registration.update).toHaveBeenCalledOnce();
    advance(1);
    doc.show('visible');
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('a failed check (offline) is quietly retried on a later visit', async () => {
    const { registration, doc, advance } = setUp();
    registration.update.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    advance(UPDATE_CHECK_INTERVAL_MS);
    doc.show('visible');
    await Promise.resolve();
    expect(appUpdateStore.status).toBe('current');
    advance(UPDATE_CHECK_INTERVAL_MS);
    doc.show('visible');
    expect(registration.update).toHaveBeenCalledTimes(2);
  });
});
