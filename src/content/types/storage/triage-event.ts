/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * One entry of `vita-triage_events` (spec §3 Triage event), kept as a bare array: a saved alerts-test result with the answers that led to it.
 */
export interface TriageEvent {
  id: string;
  user_id: string;
  test_id: string;
  answers: TriageEventAnswers;
  level: 'A' | 'B' | 'C' | 'D';
  /**
   * The id of the rule that decided, or 'default'.
   *
   * @minItems 1
   */
  rationale: [string, ...string[]];
  advice: string;
  /**
   * An ISO 8601 date-time as Date.prototype.toISOString writes it.
   */
  created_at: string;
}
/**
 * The answer object of the triage contract: field id to yes/no, number or option id; blank fields are absent.
 */
export interface TriageEventAnswers {
  [k: string]: (boolean | number | string) | undefined;
}
