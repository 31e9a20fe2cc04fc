// Sleep monitoring without its rendering (spec §4: idle, monitoring, stopped). The session lives in
// storage, so closing the tab overnight loses neither the start time nor an unsaved summary.
import { useSnapshot } from 'valtio';
import { t } from '../../../content/messages';
import { simulatedSleepSummary, type SleepSummary } from '../../../domain/health/sleep';
import { saveMeasurement } from '../../../state/measurements';
import { saveSleepSummary } from '../../../state/sleepHistory';
import {
  endSleepSession,
  holdSleepSummary,
  sleepSessionSlice,
  startSleepMonitoring,
  type SleepSessionState,
} from '../../../state/sleepSession';
import { showToast } from '../../../state/toasts';
import { newRecordId } from '../newRecordId';
import { sleepRecord } from './sleepRecord';

export interface SleepMonitor {
  readonly session: SleepSessionState | null;
  readonly start: () => void;
  readonly stop: () => void;
  readonly save: () => void;
  readonly discard: () => void;
}

export function useSleepMonitor(): SleepMonitor {
  const session = useSnapshot(sleepSessionSlice().state).value as SleepSessionState | null;

  return {
    session,
    start: () => startSleepMonitoring(Date.now()),
    stop: () => {
      const current = sleepSessionSlice().state.value;
      if (current?.status !== 'monitoring') return;
      const summary = simulatedSleepSummary({
        id: newRecordId(),
        startedAt: current.startedAt,
        stoppedAt: Date.now(),
        random: Math.random,
      });
      if (!summary) {
        endSleepSession();
        showToast({
          title: t('health.sleepTooShortTitle'),
          description: t('health.sleepTooShort'),
        });
        return;
      }
      holdSleepSummary(summary);
    },
    save: () => {
      const current = sleepSessionSlice().state.value;
      if (current?.status !== 'stopped') return;
      const summary: SleepSummary = { ...current.summary };
      saveSleepSummary(summary);
      saveMeasurement(sleepRecord(summary));
      endSleepSession();
      showToast({ title: t('health.sleepSavedTitle'), description: t('health.sleepSaved') });
    },
    discard: () => {
      endSleepSession();
      showToast({ title: t('health.sleepDiscardedTitle') });
    },
  };
}
