// Dates as the health report prints them: in Spanish as the check-up screens show them (format.ts,
// '23 de noviembre de 2026'), on the member's clock (`timeZone`) rather than the phone's.
import { DATE_LOCALE, dateFormatter } from '../format/format';

function format(at: Date, timeZone: string, options: Intl.DateTimeFormatOptions): string {
  return dateFormatter(DATE_LOCALE, { ...options, timeZone }).format(at);
}

/** '23 de noviembre de 2026'. */
export function longDate(at: Date, timeZone: string): string {
  return format(at, timeZone, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** 'Lunes, 23 de noviembre de 2026'. */
export function longDateWithWeekday(at: Date, timeZone: string): string {
  const text = format(at, timeZone, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return text.charAt(0).toLocaleUpperCase(DATE_LOCALE) + text.slice(1);
}

/** '23 nov 2026', for table cells. */
export function shortDate(at: Date, timeZone: string): string {
  return format(at, timeZone, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** '23 nov', or '23 nov 2026' when `withYear`: the chart's date marks. */
export function chartDate(at: Date, timeZone: string, withYear: boolean): string {
  return format(at, timeZone, {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
  });
}

/** 'HH:MM' on the member's clock. */
export function clockTime(at: Date, timeZone: string): string {
  return format(at, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
}
