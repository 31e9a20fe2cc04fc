// How far the server's clock is from this device's, learned from the rows the server just stored
// (their synced_at is the server's time of the write). Changes made in this browser are stamped on
// the server's time with it, so a phone whose clock is wrong still orders its changes, even offline,
// as the server would.

/** Differences within this are the request's own delay, not a wrong clock: they are ignored. */
export const CLOCK_TOLERANCE_MS = 2_000;

/**
 * The server's clock minus this device's, from the server's `syncedAt` stamps of a write and the
 * device's time when the answer arrived; 0 when they agree within the tolerance; null without stamps.
 */
export function serverClockOffset(syncedAt: readonly string[], deviceNow: Date): number | null {
  const times = syncedAt.map((instant) => Date.parse(instant)).filter(Number.isFinite);
  if (times.length === 0) return null;
  const offset = Math.max(...times) - deviceNow.getTime();
  return Math.abs(offset) <= CLOCK_TOLERANCE_MS ? 0 : offset;
}
