// Shows agenda reminders while a member is signed in: the in-app toast, and a phone notification when
// the member allowed them. The member shell starts it from its own small chunk (no React, not the
// agenda page's code). It checks at once, at each minute's turn and when the page becomes visible
// again. What was shown is stored, so a reload or another tab does not show it again; the
// notification's tag (one per reminder occurrence) keeps two tabs checking at once to one notice.
//
// A hidden page shows no toast (nothing is marked shown unseen), but with permission granted it puts
// the reminder on the phone, which is the point of notifications: the member is in another app. That
// reminder is then stored as shown, and its toast waits in this page until the member comes back.
import { dueReminders, type Reminder } from '../../domain/agenda/reminders';
import { appointmentsSlice } from '../../state/appointments';
import { firedReminderIds, rememberFired } from '../../state/firedReminders';
import { medicinesSlice } from '../../state/medicines';
import { pushDeliveredIds } from '../../state/pushDelivered';
import { memberTimeZone } from '../../state/memberTimeZone';
import {
  notificationPermission,
  reminderNotificationTag,
  showSystemNotification,
  type SystemNotificationResult,
} from '../../state/systemNotifications';
import { showToast } from '../../state/toasts';
import { reminderLine, reminderTitle, reminderToast } from './reminderToast';
import { routePaths } from '../../content/routePaths';

const MINUTE_MS = 60_000;

/** Where a tapped reminder takes the member. */
export const REMINDER_NOTIFICATION_URL = routePaths.agenda;

const reachedPhone = (result: SystemNotificationResult): boolean =>
  result === 'shown' || result === 'already-shown';

export function reminderTag(reminder: Reminder): string {
  const item = reminder.kind === 'medicine' ? reminder.medicine : reminder.appointment;
  return reminderNotificationTag(reminder.kind, item.id, reminder.occurrence);
}

function notify(reminder: Reminder, timeZone: string): Promise<SystemNotificationResult> {
  return showSystemNotification({
    tag: reminderTag(reminder),
    title: reminderTitle(reminder),
    body: reminderLine(reminder, timeZone),
    url: REMINDER_NOTIFICATION_URL,
  });
}

const ids = (reminders: readonly Reminder[]): string[] => reminders.map((reminder) => reminder.id);

/**
 * A checker for one page. Checks run one after another (a notification is shown asynchronously), so a
 * page coming back into view while a hidden check is still showing a notice cannot show it twice.
 */
export function createReminderCheck(): (now: number, readPushes?: boolean) => Promise<void> {
  // Shown on the phone while this page was hidden; their toast is owed for when the member returns.
  const toastOwed = new Set<string>();
  // What the server's push delivered on this phone (issue 45), as last read from Cache Storage. A
  // check that the minute's timer runs uses the last read and starts the next one, so it shows its
  // reminder at once instead of after a storage read; the first check, and a page coming back into
  // view (pushes arrive while it is hidden), wait for a fresh read.
  let pushed: Set<string> | null = null;
  let reading: Promise<void> | null = null;
  const readPushed = (): Promise<void> => {
    reading ??= pushDeliveredIds().then((ids) => {
      pushed = ids;
      reading = null;
    });
    return reading;
  };

  async function check(now: number, readPushes = false): Promise<void> {
    const visible = document.visibilityState === 'visible';
    if (!visible && notificationPermission() !== 'granted') return;
    const timeZone = memberTimeZone();
    if (pushed === null || readPushes) await readPushed();
    else void readPushed();
    // Read before the reminders shown, which are read and written with nothing awaited between.
    const fired = firedReminderIds(now);
    // Delivered on this phone by the server's push (issue 45): shown once already, never again here.
    for (const id of pushed ?? []) fired.add(id);
    // An owed toast comes back as due, unless the medicine was ticked or the reminder's time passed.
    for (const id of toastOwed) fired.delete(id);
    const due = dueReminders({
      medicines: medicinesSlice().state.value,
      appointments: appointmentsSlice().state.value,
      now,
      timeZone,
      fired,
    });
    const fresh = due.filter((reminder) => !toastOwed.has(reminder.id));

    if (visible) {
      toastOwed.clear();
      // Stored before anything is awaited, so a reload or another tab never shows these again.
      rememberFired(ids(due), now);
      if (due.length > 0) showToast(reminderToast(due, timeZone));
      // The toast is the reminder; the phone's notice is added only where the member allowed it.
      // Asked once per check: reading the permission is a call into the browser, some 5 ms on a
      // phone, and forty medicines due at once made it the longest task of a page's start-up.
      if (notificationPermission() === 'granted') {
        await Promise.all(fresh.map((reminder) => notify(reminder, timeZone)));
      }
      return;
    }
    const results = await Promise.all(fresh.map((reminder) => notify(reminder, timeZone)));
    // Only what reached the phone counts as shown; the rest waits for the page to be in view.
    const reached = fresh.filter((_, index) => reachedPhone(results[index] ?? 'failed'));
    rememberFired(ids(reached), now);
    for (const reminder of reached) toastOwed.add(reminder.id);
  }

  let queue = Promise.resolve();
  return (now, readPushes) => {
    const next = queue.then(() => check(now, readPushes));
    // One failed check must not stop the ones after it.
    queue = next.catch(() => undefined);
    return next;
  };
}

/** Starts checking; returns the function that stops it. */
export function startReminderRunner(): () => void {
  const check = createReminderCheck();
  const checkNow = () => void check(Date.now());
  const checkAfterPushes = () => void check(Date.now(), true);
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    timer = setTimeout(
      () => {
        checkNow();
        schedule();
      },
      MINUTE_MS - (Date.now() % MINUTE_MS),
    );
  };
  checkAfterPushes();
  schedule();
  document.addEventListener('visibilitychange', checkAfterPushes);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', checkAfterPushes);
  };
}
