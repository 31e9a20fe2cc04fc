// Reminders already shown (`vita365_reminders_fired`), so that each shows once even across reloads;
// entries are forgotten after two days (domain/agenda/reminders.ts says why that is safe).
import type { FiredReminder } from '../content/types/storage/fired-reminder';
import { dueReminders, stillRemembered, type ReminderCheck } from '../domain/agenda/reminders';
import { memberDataKind } from './memberDataKind';
import { validate as validateFiredReminder } from 'virtual:storage-validator/fired-reminder';
import { listGuard, storageGuard } from './storageValidator';
import { t } from '../content/messages';

export const FIRED_REMINDERS_KEY = 'vita365_reminders_fired';

/** Only this phone's bookkeeping: neither in the data file nor synced. */
export const firedRemindersData = memberDataKind<FiredReminder[]>({
  key: FIRED_REMINDERS_KEY,
  schema: 'fired-reminder',
  label: t('storage.firedReminders'),
  version: 1,
  validate: listGuard(storageGuard<FiredReminder>(validateFiredReminder)),
  initial: () => [],
});

export const firedRemindersSlice = firedRemindersData.slice;

/** Ids of the reminders shown recently enough to matter at `now`. */
export function firedReminderIds(now: number): Set<string> {
  return new Set(
    firedRemindersSlice()
      .state.value.filter((entry) => stillRemembered(Date.parse(entry.firedAt), now))
      .map((entry) => entry.id),
  );
}

/** Records reminders as shown at `now` and forgets those too old to matter. */
export function rememberFired(ids: readonly string[], now: number): void {
  const state = firedRemindersSlice().state;
  const kept = state.value.filter(
    (entry) => stillRemembered(Date.parse(entry.firedAt), now) && !ids.includes(entry.id),
  );
  const firedAt = new Date(now).toISOString();
  const next = [...kept, ...ids.map((id) => ({ id, firedAt }))];
  if (next.length !== state.value.length || ids.length > 0) state.value = next;
}

/**
 * Marks whatever is already due for items the member just saved as shown: no reminder pops up for a
 * medicine entered after its time today, or an appointment entered less than 4 hours ahead.
 */
export function settleDueReminders(check: Omit<ReminderCheck, 'fired'>): void {
  const due = dueReminders({ ...check, fired: firedReminderIds(check.now) });
  if (due.length > 0)
    rememberFired(
      due.map((reminder) => reminder.id),
      check.now,
    );
}
