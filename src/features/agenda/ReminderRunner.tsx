// Shows agenda reminders as in-app toasts while a member is signed in (mounted by the member shell,
// loaded on its own so pages do not carry the agenda). Checks when mounted, at each minute's turn and
// when the page becomes visible again; a hidden page shows nothing, so nothing is marked as shown
// unseen. What was shown is stored, so a reload or another tab does not show it again.
import { useEffect } from 'react';
import { dueReminders } from '../../domain/reminders';
import { appointmentsSlice } from '../../state/appointments';
import { firedReminderIds, rememberFired } from '../../state/firedReminders';
import { medicinesSlice } from '../../state/medicines';
import { memberTimeZone } from '../../state/memberTimeZone';
import { showToast } from '../../state/toasts';
import { reminderToast } from './reminderToast';

const MINUTE_MS = 60_000;

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

export function ReminderRunner() {
  useEffect(() => {
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
  }, []);
  return null;
}
