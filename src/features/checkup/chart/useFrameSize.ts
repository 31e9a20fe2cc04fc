// The size of a box, for a drawing that needs it in pixels. Measured by a ResizeObserver after the box
// is laid out, and handed to React in a transition, so what is drawn with it renders in slices instead
// of one long task. Undefined until the first measure.
import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';

export interface FrameSize {
  readonly width: number;
  readonly height: number;
}

export function useFrameSize<T extends Element>(): [RefObject<T | null>, FrameSize | undefined] {
  const ref = useRef<T>(null);
  const [size, setSize] = useState<FrameSize>();
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      startTransition(() =>
        setSize((last) =>
          last !== undefined && last.width === width && last.height === height
            ? last
            : { width, height },
        ),
      );
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);
  return [ref, size];
}
