import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIcu } from '../../../src/app/boot/icuWarmup';
import {
  ICU_WARM_MESSAGE,
  ICU_WARMUP_WAIT_MS,
  startIcuWarmup,
} from '../../../src/app/boot/startIcuWarmup';

describe('warmIcu', () => {
  it('uses Intl as the first screens do without throwing, whatever the moment', () => {
    for (const now of [0, Date.UTC(2026, 10, 27, 6, 30), Date.UTC(2030, 2, 10, 8)]) {
      expect(() => warmIcu(now)).not.toThrow();
    }
  });
});

describe('startIcuWarmup', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /** A worker that sends or fails only when told to. */
  const fakeWorker = (): Worker => new EventTarget() as Worker;

  it('starts the worker where workers exist', () => {
    vi.stubGlobal('Worker', class {});
    const start = vi.fn(fakeWorker);
    void startIcuWarmup(start);
    expect(start).toHaveBeenCalledOnce();
  });

  it('does nothing where there are no workers, and lets the page go on at once', async () => {
    vi.stubGlobal('Worker', undefined);
    const start = vi.fn(fakeWorker);
    await expect(startIcuWarmup(start)).resolves.toBeUndefined();
    expect(start).not.toHaveBeenCalled();
  });

  it('lets the page go on when the worker is refused', async () => {
    vi.stubGlobal('Worker', class {});
    await expect(
      startIcuWarmup(() => {
        throw new DOMException('refused', 'SecurityError');
      }),
    ).resolves.toBeUndefined();
  });

  it('is done when the worker says it has used Intl, or when it fails', async () => {
    vi.stubGlobal('Worker', class {});
    for (const event of [
      new MessageEvent('message', { data: ICU_WARM_MESSAGE }),
      new Event('error'),
    ]) {
      const worker = fakeWorker();
      let done = false;
      const warm = startIcuWarmup(() => worker).then(() => {
        done = true;
      });
      await Promise.resolve();
      expect(done).toBe(false);
      worker.dispatchEvent(event);
      await warm;
      expect(done).toBe(true);
    }
  });

  it('waits for a silent worker no longer than its limit', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', class {});
    let done = false;
    const warm = startIcuWarmup(fakeWorker).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(ICU_WARMUP_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await warm;
    expect(done).toBe(true);
  });
});
