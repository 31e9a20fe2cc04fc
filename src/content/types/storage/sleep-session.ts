/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * The sleep monitoring in progress (`vita365_sleep_session`), so that it survives the phone closing the tab overnight: either monitoring since a start time, or stopped with a summary not yet saved or discarded. Absent when idle.
 */
export type SleepSession = SleepMonitoring | SleepStopped;

export interface SleepMonitoring {
  status: 'monitoring';
  /**
   * When monitoring started, in milliseconds since 1970 (the timer is derived from it).
   */
  startedAt: number;
}
export interface SleepStopped {
  status: 'stopped';
  /**
   * A summary in the shape of sleep-summary.schema.json (checked against it when loaded).
   */
  summary: {};
}
