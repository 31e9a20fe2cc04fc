/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * `vita365_membership` (hosted mode): the membership the server last returned (`my_membership()`), kept per member so the screens still show the plan offline; null when there is none. The membership itself is read again through the contract's reader (src/domain/membership/membership.ts) before use.
 */
export type StoredMembershipRecord = null | {
  userId: string;
  fetchedAt: string;
  membership: {};
};
