import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmIcu } from '../../../src/app/boot/icuWarmup';
import { startIcuWarmup } from '../../../src/app/boot/startIcuWarmup';

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
  });

  it('starts the worker where workers exist', () => {
    vi.stubGlobal('Worker', class {});
    const start = vi.fn(() => ({}) as Worker);
    startIcuWarmup(start);
    expect(start).toHaveBeenCalledOnce();
  });

  it('does nothing where there are no workers', () => {
    vi.stubGlobal('Worker', undefined);
    const start = vi.fn(() => ({}) as Worker);
    startIcuWarmup(start);
    expect(start).not.toHaveBeenCalled();
  });

  it('lets the page go on when the worker is refused', () => {
    vi.stubGlobal('Worker', class {});
    expect(() =>
      startIcuWarmup(() => {
        throw new DOMException('refused', 'SecurityError');
      }),
    ).not.toThrow();
  });
});
