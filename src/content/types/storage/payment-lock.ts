/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * `vita365_payment_lock`: where the browser has no Web Locks API (a plain-HTTP address), the tab paying for a member holds this entry, with a lease it renews, so a second tab is told that a payment is in progress.
 */
export interface PaymentLockRecord {
  memberId: string;
  /**
   * The holding tab's own id.
   */
  owner: string;
  /**
   * Epoch milliseconds.
   */
  expiresAt: number;
}
