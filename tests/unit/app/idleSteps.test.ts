import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInIdleSteps } from '../../../src/app/shell/idleSteps';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('runInIdleSteps', () => {
  it('runs each step in an idle period of its own, in order', () => {
    const pending: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBe(500);
      pending.push(task);
      return pending.length;
    });
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const ran: string[] = [];
    runInIdleSteps([() => ran.push('a'), () => ran.push('b')], 500);
    expect(ran).toEqual([]);
    expect(pending).toHaveLength(1);
    pending.shift()?.();
    expect(ran).toEqual(['a']);
    expect(pending).toHaveLength(1);
    pending.shift()?.();
    expect(ran).toEqual(['a', 'b']);
    expect(pending).toHaveLength(0);
  });

  it('goes on after a step that throws', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const ran: string[] = [];
    runInIdleSteps([
      () => {
        throw new Error('falló');
      },
      () => ran.push('after'),
    ]);
    expect(() => vi.runOnlyPendingTimers()).toThrow('falló');
    vi.runOnlyPendingTimers();
    expect(ran).toEqual(['after']);
  });

  it('runs nothing more once cancelled, not even the step already waiting', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const ran: string[] = [];
    const cancel = runInIdleSteps([() => ran.push('a'), () => ran.push('b')]);
    vi.runOnlyPendingTimers();
    cancel();
    vi.runAllTimers();
    expect(ran).toEqual(['a']);
  });
});
