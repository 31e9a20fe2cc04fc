/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * `vita365_notifications_read`: which of the header's notifications each member has read on this phone, by member id, so a reload does not mark them unread again. At most 200 ids per member, the oldest dropped first.
 */
export interface NotificationsRead {
  /**
   * @maxItems 200
   */
  [k: string]: string[] | undefined;
}
