/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * `vita365_data_owner` (demo mode): the id of the local account whose data the member-data keys hold, as a JSON string.
 */
export type DataOwner = string;
