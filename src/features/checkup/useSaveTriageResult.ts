import { useRef } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../../auth/useAuth';
import { saveMeasurement } from '../../state/measurements';
import { showToast } from '../../state/toasts';
import { saveTriageEvent } from '../../state/triageEvents';
import { newRecordId } from './newRecordId';
import { triageRecords, type TriageRecordsInput } from '../../domain/triage/triageRecords';
import { routePaths } from '../../content/routePaths';

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
        title: 'No se pudo guardar',
        description: 'Tu sesión terminó. Inicia sesión de nuevo y repite el test para guardarlo.',
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
      title: 'Test Guardado',
      description: `${input.testTitle}: ${input.levelLabel}. Lo encontrarás en tu historial.`,
    });
    navigate(CHECKUP_PATH);
  };
}
