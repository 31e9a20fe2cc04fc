/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * Chooses the notification's icon.
 */
export type NotificationKind = 'appointment' | 'wellness' | 'payment';

/**
 * The sample notifications of the header's dropdown (content/notifications.json), newest first.
 */
export interface NotificationsFile {
  /**
   * This file's schema as a path relative to the file, e.g. ../../schemas/triage-test.schema.json. Editors use it to complete and check the file as you type; npm run validate:content checks that it names the schema schemas/index.json gives the file.
   */
  $schema?: string;
  /**
   * @minItems 1
   */
  notifications: [Notification, ...Notification[]];
}
export interface Notification {
  id: string;
  kind: NotificationKind;
  title: string;
  description: string;
  /**
   * Display text, e.g. 'Hace 2 horas'.
   */
  time: string;
}
