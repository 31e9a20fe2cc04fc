// How the app writes numbers, money, durations and dates, in one place: numbers as Mexico writes
// them (decimal point, 22.9), money in MXN, dates in Spanish (spec §9: es-ES) on the member's clock.

/** The locale of every date the app shows (spec §9: 'Dates shown in Spanish (es-ES)'). */
export const DATE_LOCALE = 'es-ES';

/** What a date field shows when there is no usable date (spec: 'next payment date (or N/A)'). */
export const NO_DATE = 'N/A';

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The date formatter for this locale and these options, made once and kept: building an
 * Intl.DateTimeFormat costs far more than formatting with one, and a long history formats thousands
 * of dates.
 */
export function dateFormatter(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

/** Options with the time zone when one is given (tests fix one; the phone's own otherwise). */
export function inZone(
  options: Intl.DateTimeFormatOptions,
  timeZone: string | undefined,
): Intl.DateTimeFormatOptions {
  return timeZone ? { ...options, timeZone } : options;
}

// Number formats are made on first use, not when this module loads: a page's first use of Intl
// starts ICU (src/app/boot/icuWarmup.ts), which should not happen while the page's code is being read.
let number: Intl.NumberFormat | undefined;

/** 22.94 → '22.9'; at most one decimal, no grouping. */
export function formatNumber(value: number): string {
  number ??= new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1, useGrouping: false });
  return number.format(value);
}

/** '7 h 5 min', '45 min'. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = Math.round(minutes % 60);
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** HH:MM on the phone's own clock. */
export function localTime(at: Date): string {
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

let mxn: Intl.NumberFormat | undefined;

/** 568344 → '$5,683.44 MXN'. The code is spelled out: '$' alone is also the dollar sign. */
export function formatMxn(cents: number): string {
  mxn ??= new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
  return `${mxn.format(cents / 100)} MXN`;
}

/** A stored amount in pesos (paymentDetails.totalAmount) as cents, without float crumbs. */
export function centsOf(amount: number): number {
  return Math.round(amount * 100);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * '15 de abril de 2026', or 'N/A' when there is no usable date. A calendar date ('2026-04-15') is
 * shown as that day everywhere; a timestamp as the day it is in the member's time zone (`timeZone`
 * is for tests).
 */
export function formatLongDate(value: unknown, timeZone?: string): string {
  if (typeof value !== 'string' || value.trim() === '') return NO_DATE;
  const dateOnly = DATE_ONLY.exec(value.trim());
  const instant = dateOnly
    ? Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3]))
    : Date.parse(value);
  if (Number.isNaN(instant)) return NO_DATE;
  const zone = dateOnly ? 'UTC' : timeZone;
  return dateFormatter(
    DATE_LOCALE,
    inZone({ day: 'numeric', month: 'long', year: 'numeric' }, zone),
  ).format(instant);
}
