// A kept sleep summary as a check-in history entry (spec §3: a sleep entry has score_sueno).
import type { SleepSummary } from '../../../domain/health/sleep';
import type { OtherMeasurement } from '../../../state/measurements';
import { localTime } from '../../../domain/format/format';

export function sleepRecord(summary: SleepSummary): OtherMeasurement {
  const ended = new Date(summary.date);
  return {
    id: String(summary.id),
    created_at: ended.toISOString(),
    time: localTime(ended),
    type: 'sleep',
    score_sueno: summary.score_sueno,
    duracion_monitorizada: summary.duracion_monitorizada,
  };
}
