// Fewer points to draw, same shape: a line of thousands of readings drawn on a phone a few hundred
// pixels wide shows no more than a few hundred of them. The points are cut into buckets of equal
// count and each bucket keeps its lowest and its highest point (in their order), so every peak and
// every dip a bucket holds stays in the drawing; the first and the last point are always kept.

/**
 * At most `maxPoints` of `points` (a limit under 4 counts as 4), in their order.
 * Keeps the first and the last point, and the lowest and highest `value` of each bucket, so the
 * series' overall minimum and maximum are always kept. Fewer points than the limit come back as they are.
 */
export function downsample<T>(
  points: readonly T[],
  maxPoints: number,
  value: (point: T) => number,
): readonly T[] {
  const limit = Math.max(4, Math.floor(maxPoints));
  if (points.length <= limit) return points;
  const lastIndex = points.length - 1;
  // Two points per bucket between the first and the last.
  const buckets = Math.floor((limit - 2) / 2);
  const inner = lastIndex - 1;
  const kept: number[] = [0];
  for (let bucket = 0; bucket < buckets; bucket++) {
    const start = 1 + Math.floor((bucket * inner) / buckets);
    const end = 1 + Math.floor(((bucket + 1) * inner) / buckets);
    if (start >= end) continue;
    let low = start;
    let high = start;
    for (let index = start + 1; index < end; index++) {
      const current = value(points[index] as T);
      if (current < value(points[low] as T)) low = index;
      if (current > value(points[high] as T)) high = index;
    }
    if (low === high) kept.push(low);
    else kept.push(Math.min(low, high), Math.max(low, high));
  }
  kept.push(lastIndex);
  return kept.map((index) => points[index] as T);
}
