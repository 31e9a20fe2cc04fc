// When to try again after pushing the member's changes failed (offline, or the data server down).
// The first steps are the backend library's own reconnect back-off (spec §9: 1, 2, 5, 10 s); after
// that the waits grow to 5 minutes, so a phone offline for hours does not keep waking its radio.

export const SYNC_RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000, 60_000, 300_000] as const;

export interface RetrySchedule {
  /** Failed attempts in a row since the last success. */
  readonly attempts: number;
  /** ISO instant before which no automatic attempt is made; null when one may be made now. */
  readonly nextTryAt: string | null;
}

export const freshSchedule = (): RetrySchedule => ({ attempts: 0, nextTryAt: null });

/** The wait after the `attempts`-th failure in a row (1 = the first failure). */
export function retryDelayMs(attempts: number): number {
  const steps: readonly number[] = SYNC_RETRY_DELAYS_MS;
  const last = steps.length - 1;
  return steps[Math.min(Math.max(attempts, 1) - 1, last)] ?? 300_000;
}

/** The time of the next try after the `attempts`-th failure in a row happened at `now`. */
export function nextTryTime(attempts: number, now: Date): Date {
  return new Date(now.getTime() + retryDelayMs(attempts));
}

export function afterFailure(schedule: RetrySchedule, now: Date): RetrySchedule {
  const attempts = schedule.attempts + 1;
  return { attempts, nextTryAt: nextTryTime(attempts, now).toISOString() };
}

export const afterSuccess = (): RetrySchedule => freshSchedule();

export function isDue(schedule: RetrySchedule, now: Date): boolean {
  return schedule.nextTryAt === null || now.getTime() >= Date.parse(schedule.nextTryAt);
}
