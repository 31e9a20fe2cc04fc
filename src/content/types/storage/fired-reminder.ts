/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * One entry of `vita365_reminders_fired`: a reminder already shown in the app, so that a reload does not show it again. Entries older than two days are dropped.
 */
export interface FiredReminder {
  id: string;
  /**
   * When it was shown (or settled without showing), as Date.prototype.toISOString writes it.
   */
  firedAt: string;
}
