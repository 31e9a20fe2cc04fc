import { useRef } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../../auth/useAuth';
import { saveMeasurement } from '../../state/measurements';
import { showToast } from '../../state/toasts';
import { saveTriageEvent } from '../../state/triageEvents';
import { newRecordId } from './newRecordId';
import { triageRecords, type TriageRecordsInput } from '../../domain/triage/triageRecords';
import { routePaths } from '../../content/routePaths';
import { t } from '../../content/messages';

export const CHECKUP_PATH = routePaths.checkup;

export type SaveTriageInput = Omit<TriageRecordsInput, 'userId' | 'now' | 'newId'> & {
  readonly testTitle: string;
};

/** 'Guardar en historial': stores the result in both places, says so, and opens the history. */
export function useSaveTriageResult(): (input: SaveTriageInput) => void {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  // A quick double tap must not store the same result twice before the page changes.
  const saving = useRef(false);

  return (input) => {
    if (saving.current) return;
    if (!user) {
      showToast({
        variant: 'destructive',
        title: t('triage.saveFailedTitle'),
        description: t('triage.saveFailedSignedOut'),
      });
      return;
    }
    saving.current = true;
    const { measurement, event } = triageRecords({
      ...input,
      userId: user.id,
      now: new Date(),
      newId: newRecordId,
    });
    saveMeasurement(measurement);
    saveTriageEvent(event);
    showToast({
      title: t('triage.savedTitle'),
      description: t('triage.saved', { test: input.testTitle, level: input.levelLabel }),
    });
    navigate(CHECKUP_PATH);
  };
}
