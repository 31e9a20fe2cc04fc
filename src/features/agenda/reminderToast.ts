// The words of a due reminder: the in-app toast, and each phone notification. One toast shows at a time
// (spec §4), so reminders that come due together share one; the phone shows one notification each.
import { t, tPlural } from '../../content/messages';
import type { Reminder } from '../../domain/agenda/reminders';
import type { ToastInput } from '../../state/toasts';
import { formatAppointmentDateTime } from '../../domain/agenda/agendaFormat';

/** Long enough to be read by someone who was not looking at the screen the moment it appeared. */
export const REMINDER_TOAST_MS = 20_000;

/** The title a single reminder gets. */
export function reminderTitle(reminder: Reminder): string {
  return reminder.kind === 'medicine'
    ? t('reminders.medicineReminderTitle')
    : t('reminders.appointmentReminderTitle');
}

/** What is due, when and where, in one sentence. */
export function reminderLine(reminder: Reminder, timeZone: string): string {
  if (reminder.kind === 'medicine') {
    const { name, dose, time } = reminder.medicine;
    return t('reminders.medicineReminderLine', { name, dose, time });
  }
  const { title, location } = reminder.appointment;
  const when = formatAppointmentDateTime(reminder.startsAt, timeZone);
  return location
    ? t('reminders.appointmentReminderLineAt', { title, when, location })
    : t('reminders.appointmentReminderLine', { title, when });
}

export function reminderToast(reminders: readonly Reminder[], timeZone: string): ToastInput {
  const [only] = reminders;
  const title =
    reminders.length > 1 || !only
      ? tPlural('reminders.remindersDue', reminders.length)
      : reminderTitle(only);
  return {
    title,
    description: reminders.map((reminder) => reminderLine(reminder, timeZone)).join(' '),
    durationMs: REMINDER_TOAST_MS,
  };
}
