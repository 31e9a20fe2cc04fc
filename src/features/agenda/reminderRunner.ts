// Shows agenda reminders as in-app toasts while a member is signed in. The member shell starts it from
// its own small chunk (no React, not the agenda page's code). It checks at once, at each minute's turn
// and when the page becomes visible again; a hidden page shows nothing, so nothing is marked as shown
// unseen. What was shown is stored, so a reload or another tab does not show it again.
import { dueReminders } from '../../domain/reminders';
import { appointmentsSlice } from '../../state/appointments';
import { firedReminderIds, rememberFired } from '../../state/firedReminders';
import { medicinesSlice } from '../../state/medicines';
import { memberTimeZone } from '../../state/memberTimeZone';
import { showToast } from '../../state/toasts';
import { reminderToast } from './reminderToast';

const MINUTE_MS = 60_000;

/** Shows what is due at `now` (once), if the page is in view. */
export function checkReminders(now: number): void {
  if (document.visibilityState !== 'visible') return;
  const timeZone = memberTimeZone();
  const due = dueReminders({
    medicines: medicinesSlice().state.value,
    appointments: appointmentsSlice().state.value,
    now,
    timeZone,
    fired: firedReminderIds(now),
  });
  rememberFired(
    due.map((reminder) => reminder.id),
    now,
  );
  if (due.length > 0) showToast(reminderToast(due, timeZone));
}

/** Starts checking; returns the function that stops it. */
export function startReminderRunner(): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    timer = setTimeout(
      () => {
        checkReminders(Date.now());
        schedule();
      },
      MINUTE_MS - (Date.now() % MINUTE_MS),
    );
  };
  const onVisibility = () => checkReminders(Date.now());
  checkReminders(Date.now());
  schedule();
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
