// ICU, the library behind Intl, starts on a page's first use of Intl: loading its data and the
// locales' resources took 24–70 ms in one piece on this machine, a long task on a phone. Its data and
// caches belong to the whole page, not to one thread: once a worker has used Intl, the page's own
// first use takes under a millisecond. So member pages start a throwaway worker (icuWarmup.worker.ts,
// started by startIcuWarmup.ts) that uses Intl the way the app does while their code downloads, and
// the main thread does not pay ICU's start-up.
import { formatLongDate, formatMxn, formatNumber } from '../../domain/format/format';
import { zonedParts } from '../../domain/format/zonedTime';
import { formatAppointmentDateTime } from '../../domain/agenda/agendaFormat';
import { memberTimeZone } from '../../state/memberTimeZone';

/** Uses Intl as the app's first screens do: the member's zone, dates in Spanish, numbers, pesos. */
export function warmIcu(now: number): void {
  const timeZone = memberTimeZone();
  zonedParts(now, timeZone);
  formatLongDate(new Date(now).toISOString(), timeZone);
  formatAppointmentDateTime(now, timeZone);
  formatNumber(1.5);
  formatMxn(100);
}
