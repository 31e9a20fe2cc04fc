/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * One entry of `vita-sleep-history` (spec §3 Sleep summary), kept as a bare array: a monitored session the member chose to keep. The values are simulated (spec §9).
 */
export interface SleepSummary {
  id: string | number;
  /**
   * When the session ended, as an ISO 8601 date-time.
   */
  date: string;
  /**
   * Whole minutes monitored.
   */
  duracion_monitorizada: number;
  /**
   * Share of the session with snoring, in percent.
   */
  '%_ronquido': number;
  /**
   * Times speech was heard.
   */
  eventos_voz: number;
  /**
   * Noise peaks.
   */
  picos_ruido: number;
  score_sueno: number;
  [k: string]: unknown | undefined;
}
