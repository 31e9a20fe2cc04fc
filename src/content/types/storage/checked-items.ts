/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * `vita365_checked_items` (spec §3 Checked items): for each key (a nutrition guide's slug) the ids of the items the member ticked, as a bare object.
 */
export interface CheckedItems {
  [k: string]: string[] | undefined;
}
