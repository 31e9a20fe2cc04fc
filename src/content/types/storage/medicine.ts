/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * One entry of `vita365_medicines` (spec §3 Medicine), kept as a bare array. `taken` means taken today: `takenOn` beside it holds the local day (YYYY-MM-DD) the tick refers to, so a tick from yesterday reads as not taken. Version 2 of the slice; version 1 is the spec's shape without `takenOn`.
 */
export interface Medicine {
  id: string;
  name: string;
  dose: string;
  /**
   * Local time of day of the dose, HH:MM (24 h).
   */
  time: string;
  taken: boolean;
  /**
   * The member's local day the `taken` tick refers to; present whenever `taken` is true.
   */
  takenOn?: string;
}
