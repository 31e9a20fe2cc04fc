/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * `vita365_completed` (spec §3 Completed): the ids of the wellness items the member marked as done, as a bare array. The app keeps them unique; a repeated id in older data is read as one.
 */
export type CompletedItems = string[];
