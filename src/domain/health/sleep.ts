// Spec §4 "Sleep monitoring" and §9 "Sleep": the timer, the one-minute rule, the simulated summary and
// the score's tone (its words are in content/messages/health.json). Time always comes in as
// milliseconds, so the timer is derived from the start time and stays right however long the phone
// slept.
import type { SleepSummary } from '../../content/types/storage/sleep-summary';

export type { SleepSummary };

/** A summary needs at least one full minute of monitoring. */
export const MIN_SUMMARY_MS = 60_000;

export function elapsedMs(startedAt: number, now: number): number {
  return Math.max(0, now - startedAt);
}

/** hh:mm:ss, whole seconds; hours keep counting past 99. */
export function formatElapsed(ms: number): string {
  const totalSeconds = Math.floor(Math.max(0, ms) / 1000);
  const pad = (value: number): string => String(value).padStart(2, '0');
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(totalSeconds % 60)}`;
}

export function hasFullMinute(startedAt: number, stoppedAt: number): boolean {
  return elapsedMs(startedAt, stoppedAt) >= MIN_SUMMARY_MS;
}

/** 'Excelente', 'Bueno', 'Necesita mejorar' (spec §9), in the words of content/messages/health.json. */
export type SleepScoreTone = 'good' | 'fair' | 'poor';

/** Green above 85, yellow above 70, red otherwise (spec §9). */
export function sleepScoreTone(score: number): SleepScoreTone {
  if (score > 85) return 'good';
  if (score > 70) return 'fair';
  return 'poor';
}

export interface SimulatedSummaryInput {
  readonly id: string;
  readonly startedAt: number;
  readonly stoppedAt: number;
  /** A source of numbers in [0, 1), Math.random in the app; fixed in tests. */
  readonly random: () => number;
}

const clamp = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, value));

/**
 * The session's summary, or undefined when less than a full minute passed. The spec says the values
 * are random (a simulation); the score is derived from them so that a noisier night scores lower.
 */
export function simulatedSleepSummary(input: SimulatedSummaryInput): SleepSummary | undefined {
  const { startedAt, stoppedAt, random } = input;
  if (!hasFullMinute(startedAt, stoppedAt)) return undefined;
  const snoringPercent = Math.round(random() * 35);
  const voiceEvents = Math.floor(random() * 6);
  const noisePeaks = Math.floor(random() * 16);
  const score = Math.round(100 - snoringPercent * 0.6 - voiceEvents * 3 - noisePeaks * 1.2);
  return {
    id: input.id,
    date: new Date(stoppedAt).toISOString(),
    duracion_monitorizada: Math.floor(elapsedMs(startedAt, stoppedAt) / MIN_SUMMARY_MS),
    '%_ronquido': snoringPercent,
    eventos_voz: voiceEvents,
    picos_ruido: noisePeaks,
    score_sueno: clamp(score, 0, 100),
  };
}
