// The sleep monitoring in progress (`vita365_sleep_session`): kept in storage so that a phone that
// closes the tab overnight still has the start time in the morning, and a summary not yet saved or
// discarded is not lost. Absent (null) when idle.
import { t } from '../content/messages';
import type { SleepMonitoring } from '../content/types/storage/sleep-session';
import type { SleepSummary } from '../content/types/storage/sleep-summary';
import { memberDataKind } from './memberDataKind';
import { isSleepSummary } from './sleepHistory';
import { validate as validateSleepSession } from 'virtual:storage-validator/sleep-session';
import { storageGuard } from './storageValidator';

export const SLEEP_SESSION_KEY = 'vita365_sleep_session';

export interface SleepStoppedWithSummary {
  readonly status: 'stopped';
  readonly summary: SleepSummary;
}

export type SleepSessionState = SleepMonitoring | SleepStoppedWithSummary;

const isSessionState = (value: unknown): value is SleepSessionState =>
  storageGuard<SleepSessionState>(validateSleepSession)(value) &&
  (value.status === 'monitoring' || isSleepSummary(value.summary));

/** Only this phone's: a monitoring in progress is neither in the data file nor synced. */
export const sleepSessionData = memberDataKind<SleepSessionState | null>({
  key: SLEEP_SESSION_KEY,
  schema: 'sleep-session',
  label: t('storage.sleepSession'),
  version: 1,
  validate: (value): value is SleepSessionState | null => value === null || isSessionState(value),
  initial: () => null,
});

export const sleepSessionSlice = sleepSessionData.slice;

export function startSleepMonitoring(now: number): void {
  sleepSessionSlice().state.value = { status: 'monitoring', startedAt: now };
}

export function holdSleepSummary(summary: SleepSummary): void {
  sleepSessionSlice().state.value = { status: 'stopped', summary };
}

export function endSleepSession(): void {
  sleepSessionSlice().state.value = null;
}
