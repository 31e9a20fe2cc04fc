// The sleep monitoring in progress (`vita365_sleep_session`): kept in storage so that a phone that
// closes the tab overnight still has the start time in the morning, and a summary not yet saved or
// discarded is not lost. Absent (null) when idle.
import type { SleepMonitoring } from '../content/types/storage/sleep-session';
import type { SleepSummary } from '../content/types/storage/sleep-summary';
import { createPersistedSlice, type PersistedSlice } from './persistedSlice';
import { registerSlice } from './persistence';
import { isSleepSummary } from './sleepHistory';
import { validate as validateSleepSession } from 'virtual:storage-validator/sleep-session';
import { storageGuard } from './storageValidator';

export const SLEEP_SESSION_KEY = 'vita365_sleep_session';

export interface SleepStoppedWithSummary {
  readonly status: 'stopped';
  readonly summary: SleepSummary;
}

export type SleepSessionState = SleepMonitoring | SleepStoppedWithSummary;

let slice: PersistedSlice<SleepSessionState | null> | null = null;

function isSessionState(value: unknown): value is SleepSessionState {
  if (!storageGuard<SleepSessionState>(validateSleepSession)(value)) return false;
  return value.status === 'monitoring' || isSleepSummary(value.summary);
}

export function sleepSessionSlice(): PersistedSlice<SleepSessionState | null> {
  if (!slice) {
    slice = registerSlice(
      createPersistedSlice<SleepSessionState | null>({
        key: SLEEP_SESSION_KEY,
        label: 'tu monitoreo de sueño en curso',
        version: 1,
        validate: (value): value is SleepSessionState | null =>
          value === null || isSessionState(value),
        initial: () => null,
      }),
    );
  }
  return slice;
}

export function startSleepMonitoring(now: number): void {
  sleepSessionSlice().state.value = { status: 'monitoring', startedAt: now };
}

export function holdSleepSummary(summary: SleepSummary): void {
  sleepSessionSlice().state.value = { status: 'stopped', summary };
}

export function endSleepSession(): void {
  sleepSessionSlice().state.value = null;
}
