/* Generated from schemas/ by `npm run gen:types`: edit the schema, not this file. */

/**
 * Chooses the notification's icon.
 */
export type NotificationKind = 'appointment' | 'medicine' | 'payment';

/**
 * The header's notifications (content/notifications.json): one template per kind of notice, filled from the member's real state. In a template, {name} is replaced by a value; each template says which names it gets.
 */
export interface NotificationsFile {
  /**
   * This file's schema as a path relative to the file, e.g. ../../schemas/triage-test.schema.json. Editors use it to complete and check the file as you type; npm run validate:content checks that it names the schema schemas/index.json gives the file.
   */
  $schema?: string;
  /**
   * How many days after a payment 'payment received' stays in the list.
   */
  paymentReceivedForDays: number;
  /**
   * How many days before the due date 'payment due' appears.
   */
  paymentDueWithinDays: number;
  templates: {
    paymentReceived: NotificationTemplate;
    paymentDue: NotificationTemplate1;
    planSuspended: NotificationTemplate2;
    appointmentTomorrow: NotificationTemplate3;
    medicineNotTaken: NotificationTemplate4;
    planGrace: NotificationTemplate5;
    planCancelled: NotificationTemplate6;
  };
}
/**
 * Gets {amount}, {date}, {nextDate}.
 */
export interface NotificationTemplate {
  kind: NotificationKind;
  title: string;
  description: string;
}
/**
 * Gets {inDays} ('hoy', 'mañana', 'en 3 días'), {date}.
 */
export interface NotificationTemplate1 {
  kind: NotificationKind;
  title: string;
  description: string;
}
/**
 * Gets {date}.
 */
export interface NotificationTemplate2 {
  kind: NotificationKind;
  title: string;
  description: string;
}
/**
 * Gets {title}, {time}, {place} (', en <lugar>' or nothing).
 */
export interface NotificationTemplate3 {
  kind: NotificationKind;
  title: string;
  description: string;
}
/**
 * Gets {name}, {dose}, {time}.
 */
export interface NotificationTemplate4 {
  kind: NotificationKind;
  title: string;
  description: string;
}
/**
 * The grace days after the due date, while the plan is still Activo. Gets {date} (the due date) and {suspendDate} (when the plan is suspended if still unpaid).
 */
export interface NotificationTemplate5 {
  kind: NotificationKind;
  title: string;
  description: string;
}
/**
 * The plan was cancelled for a payment left unpaid. Gets {date} (the due date).
 */
export interface NotificationTemplate6 {
  kind: NotificationKind;
  title: string;
  description: string;
}
