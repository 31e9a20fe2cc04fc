// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFrameSize } from '../../../../src/features/checkup/chart/useFrameSize';

type Callback = (entries: { contentRect: { width: number; height: number } }[]) => void;

const observers: { callback: Callback; observed: Element[]; disconnected: boolean }[] = [];

class FakeResizeObserver {
  private readonly record: (typeof observers)[number];
  constructor(callback: Callback) {
    this.record = { callback, observed: [], disconnected: false };
    observers.push(this.record);
  }
  observe(element: Element): void {
    this.record.observed.push(element);
  }
  disconnect(): void {
    this.record.disconnected = true;
  }
}

function Frame() {
  const [ref, size] = useFrameSize<HTMLDivElement>();
  return (
    <div ref={ref} data-testid="frame">
      {size ? `${size.width}×${size.height}` : 'sin medir'}
    </div>
  );
}

afterEach(() => {
  cleanup();
  observers.length = 0;
  vi.unstubAllGlobals();
});

describe('useFrameSize', () => {
  it('is undefined until the box is measured, then follows its size', async () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    render(<Frame />);
    const frame = screen.getByTestId('frame');
    expect(frame.textContent).toBe('sin medir');
    expect(observers[0]?.observed).toEqual([frame]);
    await act(async () => observers[0]?.callback([{ contentRect: { width: 342.5, height: 240 } }]));
    expect(frame.textContent).toBe('342.5×240');
    await act(async () => observers[0]?.callback([{ contentRect: { width: 300, height: 240 } }]));
    expect(frame.textContent).toBe('300×240');
  });

  it('stops observing when the box goes away', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const { unmount } = render(<Frame />);
    unmount();
    expect(observers[0]?.disconnected).toBe(true);
  });
});
