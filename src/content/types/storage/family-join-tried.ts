/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * `vita365_family_join_tried` (hosted mode): the member whose family code from registration was already tried, so it is tried once. Stored as the bare id (plain text, not JSON), as it always was.
 */
export type FamilyJoinTried = string;
