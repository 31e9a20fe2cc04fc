/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * What the weight screen remembers for next time (spec §3: user height and last BMI are stored locally, keys not shown). Kept under `vita365_body_profile`.
 */
export interface BodyProfile {
  /**
   * The member's height in centimetres.
   */
  heightCm?: number;
  lastBmi?: LastBmi;
  [k: string]: unknown | undefined;
}
/**
 * The body mass index of the last weight saved.
 */
export interface LastBmi {
  bmi: number;
  weightKg?: number;
  /**
   * When it was saved, ISO 8601.
   */
  date: string;
  [k: string]: unknown | undefined;
}
