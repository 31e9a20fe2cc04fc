import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { downsample } from '../../src/domain/chart/downsample';

const series = fc.array(fc.integer({ min: 40, max: 250 }), { minLength: 1, maxLength: 3000 });
const limit = fc.integer({ min: 4, max: 400 });

describe('downsample (property)', () => {
  it('keeps at most N points, in order, the first, the last, the highest and the lowest', () => {
    fc.assert(
      fc.property(series, limit, (values, maxPoints) => {
        const points = values.map((value, index) => ({ index, value }));
        const kept = downsample(points, maxPoints, (point) => point.value);
        expect(kept.length).toBeLessThanOrEqual(Math.max(maxPoints, 4));
        if (points.length <= maxPoints) expect(kept).toEqual(points);
        expect(kept[0]).toBe(points[0]);
        expect(kept.at(-1)).toBe(points.at(-1));
        const indexes = kept.map((point) => point.index);
        expect(new Set(indexes).size).toBe(indexes.length);
        expect(indexes).toEqual([...indexes].sort((a, b) => a - b));
        const keptValues = kept.map((point) => point.value);
        expect(keptValues).toContain(Math.max(...values));
        expect(keptValues).toContain(Math.min(...values));
      }),
      { numRuns: 300 },
    );
  });
});
