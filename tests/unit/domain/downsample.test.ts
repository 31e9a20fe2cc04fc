import { describe, expect, it } from 'vitest';
import { downsample } from '../../../src/domain/chart/downsample';

const byValue = (point: { readonly value: number }) => point.value;
const line = (values: readonly number[]) => values.map((value, index) => ({ index, value }));

describe('downsample', () => {
  it('returns a short series as it is', () => {
    const points = line([3, 1, 2]);
    expect(downsample(points, 10, byValue)).toBe(points);
  });

  it('keeps at most the given number of points from thousands', () => {
    const points = line(
      Array.from({ length: 5000 }, (_, index) => Math.sin(index / 30) * 20 + 120),
    );
    const kept = downsample(points, 200, byValue);
    expect(kept.length).toBeLessThanOrEqual(200);
    expect(kept.length).toBeGreaterThan(150);
  });

  it('keeps the first and the last reading', () => {
    const points = line(Array.from({ length: 1000 }, (_, index) => 100 + (index % 7)));
    const kept = downsample(points, 50, byValue);
    expect(kept[0]).toBe(points[0]);
    expect(kept.at(-1)).toBe(points.at(-1));
  });

  it('keeps a single high reading among thousands of ordinary ones, and the lowest one', () => {
    const values = Array.from({ length: 3000 }, () => 120);
    values[1234] = 190;
    values[2345] = 85;
    const kept = downsample(line(values), 100, byValue);
    expect(kept.map((point) => point.value)).toContain(190);
    expect(kept.map((point) => point.value)).toContain(85);
    expect(kept.find((point) => point.value === 190)?.index).toBe(1234);
  });

  it('keeps the points in their order', () => {
    const kept = downsample(
      line(Array.from({ length: 800 }, (_, index) => (index * 37) % 101)),
      60,
      byValue,
    );
    const order = kept.map((point) => point.index);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
