// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPathMessage } from '../../../src/domain/device/serviceWorkerMessages';
import {
  REGISTRATION_DELAY_MS,
  SERVICE_WORKER_URL,
  registerServiceWorker,
} from '../../../src/app/boot/registerServiceWorker';

function fakeContainer(): ServiceWorkerContainer {
  const container = new EventTarget() as ServiceWorkerContainer;
  container.register = vi.fn(async () => ({}) as ServiceWorkerRegistration);
  return container;
}

describe('registerServiceWorker', () => {
  let container: ServiceWorkerContainer;

  beforeEach(() => {
    vi.useFakeTimers();
    container = fakeContainer();
    vi.stubGlobal('navigator', { serviceWorker: container });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('registers the worker only a while after the page has loaded', async () => {
    const onRegistered = vi.fn();
    registerServiceWorker(() => undefined, onRegistered);
    await vi.advanceTimersByTimeAsync(REGISTRATION_DELAY_MS - 1);
    expect(container.register).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    expect(onRegistered).toHaveBeenCalledOnce();
  });

  it('passes on the path a tapped notification asks for, from the start', () => {
    const openPath = vi.fn();
    registerServiceWorker(openPath);
    container.dispatchEvent(
      Object.assign(new Event('message'), { data: openPathMessage('/agenda') }),
    );
    expect(openPath).toHaveBeenCalledWith('/agenda');
  });

  it('lets the app go on where the browser refuses the worker', async () => {
    vi.mocked(container.register).mockRejectedValue(new DOMException('no', 'SecurityError'));
    const onRegistered = vi.fn();
    registerServiceWorker(() => undefined, onRegistered);
    await vi.advanceTimersByTimeAsync(REGISTRATION_DELAY_MS);
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
