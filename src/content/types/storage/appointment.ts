/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * One entry of `vita365_appointments` (spec §3 Appointment), kept as a bare array.
 */
export interface Appointment {
  id: string;
  title: string;
  /**
   * ISO 8601. This app writes an instant (`toISOString`, ending in Z); a value without an offset, as a datetime-local input gives it, is a wall-clock time in the member's time zone.
   */
  datetime: string;
  /**
   * Optional; absent when the member left it blank.
   */
  location?: string;
  notes: string;
}
